import { IsNotEmpty, IsOptional, MaxLength } from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { m } from "../../lib/validation";
import { Company } from "../company/company.entity";
import { Role } from "../role/role.entity";
import { User } from "../user/user.entity";

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  username: string;

  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  password: string;
}

/** Rules of SPEC §5 are checked by the service, in the order the form shows them. */
@InputType()
export class ResetPasswordInput {
  @Field(() => String)
  @IsOptional()
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  oldPassword: string;

  @Field(() => String)
  @IsOptional()
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  newPassword: string;

  @Field(() => String)
  @IsOptional()
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  confirmPassword: string;
}

/** The signed-in user as the client keeps it (SPEC §3 logged-in user). */
@ObjectType()
export class UserDetails {
  @Field(() => String) username: string;
  @Field(() => String) realname: string;
  @Field(() => String, { nullable: true }) avatar: string | null;
  @Field(() => Int) companyId: number;
  @Field(() => [Role]) roles: Role[];
  @Field(() => String, { description: "Permission codes, comma-separated" }) permissionCode: string;
  @Field(() => String, { nullable: true }) ePlatToken: string | null;
  @Field(() => Boolean, { description: "The initial password is in use: change it first" })
  mustChangePassword: boolean;
  @Field(() => User) user: User;
  @Field(() => Company) company: Company;
}

@ObjectType()
export class LoginResult extends UserDetails {
  @Field(() => String, { description: "Send as the user-token header" }) token: string;
  @Field(() => Date) expiresAt: Date;
}
