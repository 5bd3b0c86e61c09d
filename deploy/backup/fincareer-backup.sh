#!/bin/sh
# FinCareer's nightly backup: the database as one pg_dump custom-format archive (-Fc: compressed, restorable table
# by table with pg_restore) and, when files are kept on local disk, DATA_DIR/uploads as a tar; both are written
# under a temporary name and renamed when complete, checked by listing the archive, and kept BACKUP_KEEP_DAYS days.
# With STORAGE_URL (S3) the files live in the bucket: back it up there (versioning and a lifecycle rule, or a
# nightly `rclone sync` to a second bucket), not here. Copy BACKUP_DIR off the machine (restic, rclone, rsync).
# Environment: DATABASE_URL (required), DATA_DIR, STORAGE_URL, BACKUP_DIR (/var/backups/fincareer),
# BACKUP_KEEP_DAYS (14). docs/operations.md "Backups and the restore drill".
set -eu

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
BACKUP_DIR=${BACKUP_DIR:-/var/backups/fincareer}
KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
DATA_DIR=${DATA_DIR:-/var/lib/fincareer}
stamp=$(date -u +%Y%m%dT%H%M%SZ)

umask 077
mkdir -p "$BACKUP_DIR"

dump="$BACKUP_DIR/fincareer-$stamp.dump"
pg_dump --format=custom --compress=6 --file="$dump.part" --dbname="$DATABASE_URL"
# A dump that pg_restore cannot list is no backup: fail loudly (the timer's unit shows as failed).
pg_restore --list "$dump.part" >/dev/null
mv "$dump.part" "$dump"

if [ -z "${STORAGE_URL:-}" ] && [ -d "$DATA_DIR/uploads" ]; then
  files="$BACKUP_DIR/uploads-$stamp.tar.gz"
  # Half-written uploads (hidden .tmp files) are left out.
  tar --create --gzip --file="$files.part" --directory="$DATA_DIR" --exclude='.*.tmp' uploads
  mv "$files.part" "$files"
fi

find "$BACKUP_DIR" -maxdepth 1 -type f \( -name 'fincareer-*.dump' -o -name 'uploads-*.tar.gz' \) \
  -mtime +"$KEEP_DAYS" -delete
find "$BACKUP_DIR" -maxdepth 1 -type f -name '*.part' -mmin +1440 -delete
echo "backup $stamp written to $BACKUP_DIR"
