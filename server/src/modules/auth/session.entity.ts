import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import { User } from "../user/user.entity";

/** A signed-in session. Only the SHA-256 of the bearer token is stored. */
@Entity("session")
export class Session {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index({ unique: true })
  @Column("char", { length: 64 })
  tokenHash: string;

  @Index()
  @Column("int")
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: User;

  @Column("int")
  companyId: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz")
  expiresAt: Date;

  @Column("timestamptz", { nullable: true })
  revokedAt: Date | null;

  @Column("varchar", { length: 64, nullable: true })
  ip: string | null;

  @Column("varchar", { length: 300, nullable: true })
  userAgent: string | null;
}
