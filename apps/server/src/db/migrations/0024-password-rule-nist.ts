import { type Kysely, sql } from 'kysely';

/**
 * Decision 0026: the password rule follows NIST SP 800-63B. A brand still on the old default
 * (letters and digits combined, 6 to 20) moves to the new one (length only, 8 to 64; the shared
 * password rule adds printable characters, no account name, no common password). A brand that
 * chose its own rule keeps it, under the new floors. Stored passwords are not touched: members
 * keep logging in, and meet the rule when they next set a password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update register_field_config
       set accepted_pattern = '*', pattern_id = 0, min_length = 8, max_length = 64
     where (field = 'password'
            and accepted_pattern = '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$'
            and pattern_id = 5 and min_length = 6 and max_length = 20)
        or (field = 'confirmPassword'
            and accepted_pattern = '*' and pattern_id = 0 and min_length = 6 and max_length = 20)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update register_field_config
       set accepted_pattern = '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', pattern_id = 5, min_length = 6, max_length = 20
     where field = 'password' and accepted_pattern = '*' and pattern_id = 0 and min_length = 8 and max_length = 64;
    update register_field_config
       set min_length = 6, max_length = 20
     where field = 'confirmPassword' and accepted_pattern = '*' and pattern_id = 0 and min_length = 8 and max_length = 64;
  `.execute(db);
}
