/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    username\n    realname\n    avatar\n    companyId\n    permissionCode\n    ePlatToken\n    mustChangePassword\n    roles {\n      id\n      name\n    }\n  }\n}\n\nquery UserDetails {\n  userDetails {\n    username\n    realname\n    avatar\n    companyId\n    permissionCode\n    ePlatToken\n    mustChangePassword\n    roles {\n      id\n      name\n    }\n    company {\n      id\n      name\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.LoginDocument,
    "query Theme($domain: String) {\n  theme(domain: $domain) {\n    agentId\n    domain\n    name\n    platLogo\n    loginBg\n    loginLogo\n    logo\n    description\n    banner\n    bannerTitle\n    bannerInfo\n    authProvider\n    authUrl\n  }\n}": typeof types.ThemeDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    username\n    realname\n    avatar\n    companyId\n    permissionCode\n    ePlatToken\n    mustChangePassword\n    roles {\n      id\n      name\n    }\n  }\n}\n\nquery UserDetails {\n  userDetails {\n    username\n    realname\n    avatar\n    companyId\n    permissionCode\n    ePlatToken\n    mustChangePassword\n    roles {\n      id\n      name\n    }\n    company {\n      id\n      name\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.LoginDocument,
    "query Theme($domain: String) {\n  theme(domain: $domain) {\n    agentId\n    domain\n    name\n    platLogo\n    loginBg\n    loginLogo\n    logo\n    description\n    banner\n    bannerTitle\n    bannerInfo\n    authProvider\n    authUrl\n  }\n}": types.ThemeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    username\n    realname\n    avatar\n    companyId\n    permissionCode\n    ePlatToken\n    mustChangePassword\n    roles {\n      id\n      name\n    }\n  }\n}\n\nquery UserDetails {\n  userDetails {\n    username\n    realname\n    avatar\n    companyId\n    permissionCode\n    ePlatToken\n    mustChangePassword\n    roles {\n      id\n      name\n    }\n    company {\n      id\n      name\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    username\n    realname\n    avatar\n    companyId\n    permissionCode\n    ePlatToken\n    mustChangePassword\n    roles {\n      id\n      name\n    }\n  }\n}\n\nquery UserDetails {\n  userDetails {\n    username\n    realname\n    avatar\n    companyId\n    permissionCode\n    ePlatToken\n    mustChangePassword\n    roles {\n      id\n      name\n    }\n    company {\n      id\n      name\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Theme($domain: String) {\n  theme(domain: $domain) {\n    agentId\n    domain\n    name\n    platLogo\n    loginBg\n    loginLogo\n    logo\n    description\n    banner\n    bannerTitle\n    bannerInfo\n    authProvider\n    authUrl\n  }\n}"): (typeof documents)["query Theme($domain: String) {\n  theme(domain: $domain) {\n    agentId\n    domain\n    name\n    platLogo\n    loginBg\n    loginLogo\n    logo\n    description\n    banner\n    bannerTitle\n    bannerInfo\n    authProvider\n    authUrl\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;