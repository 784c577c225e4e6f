import { QueryFailedError } from "typeorm";

/** True for a unique-constraint violation (PostgreSQL SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === "23505"
  );
}
