-- E-mail confirmation begins (docs/decisions/022). Every account made before it counts as
-- confirmed: its owner signed up when no link was sent, and demo, seeded and admin accounts are
-- made confirmed anyway. Accounts made from now on confirm their address by the mailed link.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
