import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * Sign-in attempts counted against a lock, one row per username (`user:<name>`) and per client
 * address (`addr:<ip>`). An attempt is counted before its password is checked, in one atomic
 * statement, so parallel attempts can never check more passwords than the limit allows.
 */
@Entity("login_throttle")
export class LoginThrottle {
  @PrimaryColumn("varchar", { length: 120 })
  key: string;

  /** Attempts since the count last started; a successful sign-in clears a username's count. */
  @Column("int")
  failures: number;

  /** When the last counted attempt started; the lock lasts LOGIN_LOCK_MINUTES from here. */
  @Column("timestamptz")
  lastFailureAt: Date;
}
