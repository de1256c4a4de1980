#!/bin/sh
# Run once by the postgres image when it creates the primary's cluster
# (/docker-entrypoint-initdb.d): the replica of docker-compose.scale.yml may
# stream from it, with the same user and password as the API.
set -eu
echo "host replication ${POSTGRES_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"
