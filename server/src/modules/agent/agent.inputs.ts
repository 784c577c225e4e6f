import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ArrayMaxSize,
} from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { IsImageRef, IsStoredUrl } from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { AuthProvider } from "./agent.entity";

// Branding images are https addresses or paths of files on this server (`/uploads/logo.png`,
// which the client serves under its file base): an agent may upload its logo rather than host it.
const IMAGE_REF = "An https address (http only for localhost) or the path of a file on this server";

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** Branding as the login page and layout need it (SPEC §3 agent info). */
@ObjectType({ description: "Branding of the agent serving a domain" })
export class Theme {
  @Field(() => Int)
  agentId: number;

  @Field(() => String, { description: "The domain the theme was looked up for" })
  domain: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  platLogo: string | null;

  @Field(() => String, { nullable: true })
  loginBg: string | null;

  @Field(() => String, { nullable: true })
  loginLogo: string | null;

  @Field(() => String, { nullable: true })
  logo: string | null;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  banner: string | null;

  @Field(() => String, { nullable: true })
  bannerTitle: string | null;

  @Field(() => String, { nullable: true })
  bannerInfo: string | null;

  @Field(() => String)
  authProvider: string;

  @Field(() => String, { nullable: true })
  authUrl: string | null;
}

@InputType()
export class UpdateBrandingInput {
  @Field(() => Int, {
    nullable: true,
    description: "Agent to change (platform admins); defaults to the caller's",
  })
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  agentId?: number;

  @Field(() => [String], {
    nullable: true,
    description: "Host names served, e.g. carbon.example.com",
  })
  @IsOptional()
  @ArrayMaxSize(20)
  @Matches(HOST, {
    each: true,
    message: m("invalidFormat", { hint: "a host name such as carbon.example.com" }),
  })
  domains?: string[];

  @Field(() => String, { nullable: true, description: IMAGE_REF })
  @IsOptional()
  @IsImageRef(500)
  platLogo?: string;

  @Field(() => String, { nullable: true, description: IMAGE_REF })
  @IsOptional()
  @IsImageRef(500)
  loginBg?: string;

  @Field(() => String, { nullable: true, description: IMAGE_REF })
  @IsOptional()
  @IsImageRef(500)
  loginLogo?: string;

  @Field(() => String, { nullable: true, description: IMAGE_REF })
  @IsOptional()
  @IsImageRef(500)
  logo?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  description?: string;

  @Field(() => String, { nullable: true, description: IMAGE_REF })
  @IsOptional()
  @IsImageRef(500)
  banner?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  bannerTitle?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: m("tooLong", { max: 2000 }) })
  bannerInfo?: string;

  @Field(() => String, { nullable: true, description: "none, eplat or obei" })
  @IsOptional()
  @IsIn(Object.values(AuthProvider), {
    message: m("invalidFormat", { hint: "none, eplat or obei" }),
  })
  authProvider?: AuthProvider;

  @Field(() => String, {
    nullable: true,
    description: "The external sign-in page: https (http only for localhost)",
  })
  @IsOptional()
  @IsStoredUrl(500)
  authUrl?: string;
}
