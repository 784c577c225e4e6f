// Inputs and answers of the external sign-in API: an agent's provider settings, the sign-in
// buttons of a domain and the ticket a browser redeems after the provider's answer.
import { IsBoolean, IsIn, IsOptional, Matches } from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import {
  IsOneOf,
  IsPositiveId,
  IsRequiredText,
  IsStoredUrl,
  IsText,
  IsWhole,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { PROVIDER_KINDS, ProviderProtocol } from "./identity-provider.entity";

const CLAIM = /^[A-Za-z0-9_:.-]+$/;

@InputType({ description: "An agent's ePlat or OBEI sign-in; the secret is kept when left out" })
export class IdentityProviderInput {
  @Field(() => Int, { nullable: true, description: "The agent; defaults to the caller's" })
  @IsOptional()
  @IsWhole()
  agentId?: number;

  @Field(() => String, { description: "eplat or obei" })
  @IsOneOf(PROVIDER_KINDS)
  kind: string;

  @Field(() => String, { description: "The sign-in button's label" })
  @IsRequiredText(50)
  name: string;

  @Field(() => String, { defaultValue: ProviderProtocol.Oidc, description: "oidc or oauth2" })
  @IsIn(Object.values(ProviderProtocol), {
    message: m("invalidFormat", { hint: Object.values(ProviderProtocol).join(", ") }),
  })
  protocol: string;

  @Field(() => String)
  @IsRequiredText(500)
  @IsStoredUrl()
  issuer: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStoredUrl()
  authorizationEndpoint?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStoredUrl()
  tokenEndpoint?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStoredUrl()
  userinfoEndpoint?: string | null;

  @Field(() => String)
  @IsRequiredText(200)
  clientId: string;

  @Field(() => String, { nullable: true, description: "Left out or empty: the stored one stays" })
  @IsOptional()
  @IsText(500)
  clientSecret?: string | null;

  @Field(() => String, { defaultValue: "openid profile email" })
  @IsRequiredText(300)
  @Matches(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, {
    message: m("invalidFormat", { hint: "openid profile email" }),
  })
  scopes: string;

  @Field(() => String, { defaultValue: "sub" })
  @IsRequiredText(50)
  @Matches(CLAIM, { message: m("invalidFormat", { hint: "sub" }) })
  subjectClaim: string;

  @Field(() => String, { defaultValue: "preferred_username" })
  @IsRequiredText(50)
  @Matches(CLAIM, { message: m("invalidFormat", { hint: "preferred_username" }) })
  usernameClaim: string;

  @Field(() => String, { defaultValue: "name" })
  @IsRequiredText(50)
  @Matches(CLAIM, { message: m("invalidFormat", { hint: "name" }) })
  nameClaim: string;

  @Field(() => String, { defaultValue: "email" })
  @IsRequiredText(50)
  @Matches(CLAIM, { message: m("invalidFormat", { hint: "email" }) })
  emailClaim: string;

  @Field(() => Int)
  @IsPositiveId()
  companyId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  defaultRoleId?: number | null;

  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean()
  enabled: boolean;
}

@ObjectType({ description: "A provider's settings as its agent's staff see them" })
export class IdentityProviderView {
  @Field(() => Int) id: number;
  @Field(() => Int) agentId: number;
  @Field(() => String) kind: string;
  @Field(() => String) name: string;
  @Field(() => String) protocol: string;
  @Field(() => String) issuer: string;
  @Field(() => String, { nullable: true }) authorizationEndpoint: string | null;
  @Field(() => String, { nullable: true }) tokenEndpoint: string | null;
  @Field(() => String, { nullable: true }) userinfoEndpoint: string | null;
  @Field(() => String) clientId: string;
  @Field(() => Boolean, { description: "A secret is stored (it is never shown)" })
  hasClientSecret: boolean;
  @Field(() => String) scopes: string;
  @Field(() => String) subjectClaim: string;
  @Field(() => String) usernameClaim: string;
  @Field(() => String) nameClaim: string;
  @Field(() => String) emailClaim: string;
  @Field(() => Int) companyId: number;
  @Field(() => String, { nullable: true }) companyName: string | null;
  @Field(() => Int, { nullable: true }) defaultRoleId: number | null;
  @Field(() => String, { nullable: true }) defaultRoleName: string | null;
  @Field(() => Boolean) enabled: boolean;
  @Field(() => Int, { description: "Platform users linked to an account of this provider" })
  linkedUsers: number;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType({ description: "A role a provider may give the users it creates" })
export class ProviderRoleChoice {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
}

@ObjectType({ description: "A company whose users may sign in through the agent's providers" })
export class ProviderCompanyChoice {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => [ProviderRoleChoice]) roles: ProviderRoleChoice[];
}

@ObjectType({ description: "The provider settings of one agent, with the address to register" })
export class IdentityProviderSettings {
  @Field(() => Int) agentId: number;
  @Field(() => String) agentName: string;
  @Field(() => String, {
    description: "The redirect URI to register with the provider (this site's callback)",
  })
  redirectUri: string;
  @Field(() => [IdentityProviderView]) items: IdentityProviderView[];
  @Field(() => [ProviderCompanyChoice], {
    description: "The agent's own company and its clients (at most 500), with their roles",
  })
  companies: ProviderCompanyChoice[];
}

@ObjectType({ description: "A sign-in button of the login page" })
export class SignInOption {
  @Field(() => String) kind: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: "Where the browser goes to start (this site)" })
  startUrl: string;
}
