import { IsNotBlank } from "../../lib/input-rules";
import { ArrayMaxSize, IsInt, IsOptional, IsString, MaxLength, Min } from "class-validator";
import { ArgsType, Field, InputType, Int, registerEnumType } from "type-graphql";
import { SortedPageArgs } from "../../graphql/paging";
import { m } from "../../lib/validation";

/** Fields the role list sorts by; the service maps each to its column. */
export enum RoleSortField {
  name = "name",
  createdAt = "createdAt",
}

registerEnumType(RoleSortField, { name: "RoleSortField" });

@ArgsType()
export class RoleListArgs extends SortedPageArgs(RoleSortField) {
  @Field(() => Int, { nullable: true, description: "Only roles of this company" })
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  companyId?: number;
}

@InputType()
export class CreateRoleInput {
  @Field(() => String)
  @IsNotBlank()
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  description?: string;

  @Field(() => Int, { nullable: true, description: "Defaults to the caller's company" })
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  companyId?: number;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  permissionCodes?: string[];
}

@InputType()
export class UpdateRoleInput {
  @Field(() => Int)
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsNotBlank()
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  name?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  description?: string;
}

@InputType()
export class SetRolePermissionsInput {
  @Field(() => Int)
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  roleId: number;

  @Field(() => [String])
  @ArrayMaxSize(200)
  @IsString({ each: true })
  permissionCodes: string[];
}

@InputType()
export class DeleteRoleInput {
  @Field(() => Int)
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id: number;

  @Field(() => Int, {
    nullable: true,
    description: "Role that takes over the users of the deleted role; required while it is in use",
  })
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  reassignToRoleId?: number;
}
