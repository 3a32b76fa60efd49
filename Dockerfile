# ScamCheck image: the static binary on an empty base, run as a non-root user.
#
# `make image` builds bin/scamcheck on the host (CGO_ENABLED=0, -trimpath), stages it
# with the host's CA certificates in bin/image/, then runs `docker build`, so no base
# image is pulled. Where Docker Hub is reachable, a build stage can compile it
# instead; replace the three COPY lines of the binary, certificates and data
# directory below by:
#
#   # FROM golang:1.26 AS build
#   # WORKDIR /src
#   # COPY go.mod go.sum ./
#   # RUN go mod download
#   # COPY . .
#   # RUN CGO_ENABLED=0 go build -trimpath -o /out/scamcheck . && mkdir -p /out/data
#   #
#   # FROM scratch
#   # COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
#   # COPY --from=build /out/scamcheck /scamcheck
#   # COPY --from=build --chown=65532:65532 /out/data /data
FROM scratch

# CA certificates: for Redis over TLS (rediss://, rediss+sentinel://).
COPY bin/image/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY bin/image/scamcheck /scamcheck
# The data directory exists in the image, owned by the user, so that a new named
# volume mounted there is writable by it.
COPY --chown=65532:65532 bin/image/data /data

USER 65532:65532

# The admin listener is bound on every interface of the container: publish it only
# on a private network or the host's loopback (it needs the operator token).
ENV SCAMCHECK_ADDR=:8080 \
    SCAMCHECK_ADMIN_ADDR=:8081 \
    SCAMCHECK_DATA_DIR=/data

# Single-node mode keeps its bbolt store and operator token there; cluster mode
# (SCAMCHECK_REDIS) keeps only the token file, unless SCAMCHECK_ADMIN_TOKEN is set.
VOLUME ["/data"]

# 8080: public API; 8081: admin API, dashboard and metrics.
EXPOSE 8080 8081

# No curl in the image: the binary asks its own /readyz (200 while the store answers).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
    CMD ["/scamcheck", "healthcheck", "-url", "http://127.0.0.1:8080/readyz"]

# SIGTERM drains in-flight requests for up to 30 s: give `docker stop` more (-t 35).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/scamcheck"]
CMD ["serve"]
