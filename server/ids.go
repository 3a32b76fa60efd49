package server

import (
	"crypto/rand"
	"time"
)

// Id prefixes (D4) and key prefixes (D9).
const (
	prefixCheck   = "chk_"
	prefixBatch   = "bat_"
	prefixScam    = "scm_"
	prefixReport  = "rpt_"
	prefixKey     = "key_"
	prefixAccount = "acct_"
	prefixRequest = "req_"

	prefixTestKey = "svc_test_"
	prefixLiveKey = "svc_live_"
)

// Environments of keys, usage and reports.
const (
	envTest = "test"
	envLive = "live"
)

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// idLen is the length of a random id suffix: 22 base62 characters, about 131 bits.
const idLen = 22

// secretLen is the length of a key secret after its prefix (D9).
const secretLen = 32

// appendRandom appends n random base62 characters from crypto/rand to dst.
func appendRandom(dst []byte, n int) []byte {
	var buf [64]byte
	for n > 0 {
		rand.Read(buf[:]) // never fails (crypto/rand since Go 1.24)
		for _, b := range buf {
			// 248 = 4*62: rejecting bytes above it keeps the characters uniform.
			if b >= 248 {
				continue
			}
			dst = append(dst, base62[b%62])
			n--
			if n == 0 {
				break
			}
		}
	}
	return dst
}

// appendID appends prefix and a random unguessable suffix to dst (D4).
func appendID(dst []byte, prefix string) []byte {
	dst = append(dst, prefix...)
	return appendRandom(dst, idLen)
}

// newID returns a fresh id with prefix.
func newID(prefix string) string {
	var buf [32]byte
	return string(appendID(buf[:0], prefix))
}

// newSecret returns a fresh key secret: prefix and 32 base62 characters (D9).
func newSecret(env string) string {
	prefix := prefixTestKey
	if env == envLive {
		prefix = prefixLiveKey
	}
	var buf [48]byte
	b := append(buf[:0], prefix...)
	return string(appendRandom(b, secretLen))
}

// timeLayout is the RFC 3339 UTC millisecond layout of every timestamp (D4).
const timeLayout = "2006-01-02T15:04:05.000Z"

// appendTime appends t in UTC with milliseconds, e.g. 2026-11-21T08:15:30.123Z.
func appendTime(dst []byte, t time.Time) []byte {
	return t.UTC().AppendFormat(dst, timeLayout)
}

// nextUTCMidnight returns the first instant of the UTC day after t.
func nextUTCMidnight(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, time.UTC)
}

// nextUTCMonth returns the first instant of the UTC month after t.
func nextUTCMonth(t time.Time) time.Time {
	y, m, _ := t.UTC().Date()
	return time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC)
}
