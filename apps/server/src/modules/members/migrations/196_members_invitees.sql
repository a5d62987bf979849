-- Invitations (docs/promotions.md, "Invitations"): a member's invitees are read by parent_uid.
CREATE INDEX members_parent_uid ON members (parent_uid) WHERE parent_uid IS NOT NULL;
