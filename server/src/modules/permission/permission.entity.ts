import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn } from "typeorm";

/** One code of the permission catalogue; kept equal to PERMISSIONS by the seed. */
@ObjectType({ description: "A permission code of the catalogue" })
@Entity("permission")
export class Permission {
  @Field(() => String)
  @PrimaryColumn("varchar", { length: 16 })
  code: string;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  nameEn: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 16, nullable: true })
  parentCode: string | null;

  @Field(() => Number)
  @Column("int", { default: 0 })
  sort: number;
}
