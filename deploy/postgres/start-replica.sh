#!/bin/sh
# The PostgreSQL replica of docker-compose.scale.yml: on first start, a copy of
# the primary taken with pg_basebackup -R (which also writes how to follow it);
# then a hot standby that answers the API's catalogue reads (DATABASE_READ_URL)
# and replays the primary's changes as they come.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h "$PRIMARY_HOST" -U "$POSTGRES_USER" -q; do sleep 1; done
  # The password in the connection string is what -R records for the standby to follow the primary with.
  pg_basebackup -d "host=$PRIMARY_HOST user=$POSTGRES_USER password=$POSTGRES_PASSWORD" -D "$PGDATA" -R -X stream
  chmod 0700 "$PGDATA"
fi
# hot_standby_feedback: the primary keeps the row versions a long read here still
# needs (an API process building its search index), rather than this standby
# cancelling that read when their removal is replayed (error 40001).
exec postgres -c hot_standby=on -c hot_standby_feedback=on
