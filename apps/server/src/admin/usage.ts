export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-user   --username U --password P [--superuser] [--permissions p1,p2]
                [--branches 1,2] [--employee-number N] [--must-reset]
                [--first-name F] [--last-name L]
                  Creates a user. --superuser also makes a TOTP secret and prints its
                  otpauth:// URI for an authenticator app. --branches grants those branch
                  ids for the current academic year (all modules). --employee-number links
                  the user to that staff member (7 to 9 digits).
  set-password  --username U --password P [--must-reset]
                  Sets the password and ends the user's live sessions.
  reset-totp    --username U
                  Makes a new TOTP secret and prints its otpauth:// URI.
  totp-code     --username U
                  Prints the account's current TOTP code (demo and operators).
  outbox        [--mobile M] [--limit N]
                  The newest messages of the SMS outbox (default 10), codes included.
  end-sessions  --username U
                  Ends every live session of the user.
  disable-user  --username U
                  Stops the user signing in, and ends their live sessions.
  enable-user   --username U
  list-users    [--superusers] [--limit N]
                  id, username, superuser, status, role, branch, last sign-in (default 50).
  help            This text.

A password needs 8 to 128 characters with a letter and a digit. It counts as reset, unless
--must-reset makes the user choose a new one after signing in.
The database is the server's: DATABASE_URL, else the embedded one under DATA_DIR (when a
server is running on it, its database is used in place).
Exit codes: 0 done, 1 refused or failed (ADMIN_DEBUG=1 shows the stack), 2 wrong command line.`;
