import { IsImageRef, IsNotBlank } from "../../lib/input-rules";
import {
  ArrayMaxSize,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  MaxLength,
  Min,
  MinLength,
} from "class-validator";
import { ArgsType, Field, InputType, Int, registerEnumType } from "type-graphql";
import { SortedPageArgs } from "../../graphql/paging";
import { m, USERNAME_PATTERN } from "../../lib/validation";
import { UserStatus } from "./user.entity";

const STATUSES = Object.values(UserStatus);

/** Fields the user list sorts by; the service maps each to its column. */
export enum UserSortField {
  username = "username",
  realname = "realname",
  status = "status",
  createdAt = "createdAt",
  lastLoginAt = "lastLoginAt",
}

registerEnumType(UserSortField, {
  name: "UserSortField",
  valuesConfig: { lastLoginAt: { description: "Users who never signed in come last" } },
});

@ArgsType()
export class UserListArgs extends SortedPageArgs(UserSortField) {
  @Field(() => Int, { nullable: true, description: "Only users of this company" })
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  companyId?: number;

  @Field(() => Int, { nullable: true, description: "1 active, 0 disabled" })
  @IsOptional()
  @IsIn(STATUSES, { message: m("invalidFormat", { hint: "1 or 0" }) })
  status?: number;
}

@InputType()
export class CreateUserInput {
  @Field(() => String)
  @IsNotBlank()
  @MinLength(3, { message: m("tooShort", { min: 3 }) })
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  @Matches(USERNAME_PATTERN, { message: m("invalidFormat", { hint: "letters, digits, . _ @ -" }) })
  username: string;

  @Field(() => String)
  @IsNotBlank()
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  realname: string;

  @Field(() => Int, { nullable: true, description: "Defaults to the caller's company" })
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  companyId?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsImageRef(500)
  avatar?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: m("invalidFormat", { hint: "name@example.com" }) })
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  email?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  phone?: string;

  @Field(() => [Int], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(50)
  @IsInt({ each: true, message: m("mustBeInteger") })
  roleIds?: number[];

  @Field(() => String, {
    nullable: true,
    description:
      "The password the user first signs in with (shown to the creator, changed at the first sign-in); the company's initial password when absent",
  })
  @IsOptional()
  initialPassword?: string;
}

@InputType()
export class UpdateUserInput {
  @Field(() => Int)
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsNotBlank()
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  realname?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsImageRef(500)
  avatar?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: m("invalidFormat", { hint: "name@example.com" }) })
  email?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  phone?: string;

  @Field(() => Int, { nullable: true, description: "1 active, 0 disabled" })
  @IsOptional()
  @IsIn(STATUSES, { message: m("invalidFormat", { hint: "1 or 0" }) })
  status?: number;

  @Field(() => [Int], { nullable: true, description: "Replaces the user's roles when given" })
  @IsOptional()
  @ArrayMaxSize(50)
  @IsInt({ each: true, message: m("mustBeInteger") })
  roleIds?: number[];
}

@InputType()
export class AssignUserRolesInput {
  @Field(() => Int)
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  userId: number;

  @Field(() => [Int])
  @ArrayMaxSize(50)
  @IsInt({ each: true, message: m("mustBeInteger") })
  roleIds: number[];
}
