package server

import (
	"crypto/rand"
	"crypto/sha256"
	"slices"
	"sync"
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
	r := randomPool.Get().(*randomBytes)
	dst = slices.Grow(dst, n)
	for n > 0 {
		if r.off == len(r.buf) {
			rand.Read(r.buf[:]) // never fails (crypto/rand since Go 1.24)
			r.off = 0
		}
		// Each of the next n bytes gives a character or is skipped: n more at most.
		src := r.buf[r.off:min(len(r.buf), r.off+n)]
		r.off += len(src)
		for _, b := range src {
			if c := base62Of[b]; c != 0 {
				dst = append(dst, c)
				n--
			}
		}
	}
	randomPool.Put(r)
	return dst
}

// base62Of maps a random byte to its character: byte b gives base62[b%62], and the
// bytes from 248 = 4*62 give 0 and are skipped, so that every character is equally
// likely.
var base62Of = func() (t [256]byte) {
	for b := range 248 {
		t[b] = base62[b%62]
	}
	return t
}()

// randomBytes is a block of crypto/rand output consumed front to back and refilled
// when spent, so that an id costs a pool round trip rather than a getrandom call
// (a third of the time, BenchmarkAppendID). No byte is handed out twice.
type randomBytes struct {
	buf [512]byte
	off int
}

var randomPool = sync.Pool{New: func() any { return &randomBytes{off: 512} }}

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

// scamID is the id of the known scam of subject: derived from the normalized
// subject, not drawn, so that every node, before and after a restart or a Redis
// outage, names one scam alike. The suffix is base62 of SHA-256 of the subject (22
// characters, about 131 bits, as random ids).
func scamID(subject string) string {
	var buf [32]byte
	dst := append(buf[:0], prefixScam...)
	sum := sha256.Sum256([]byte(subject))
	for n := 0; ; {
		for _, b := range sum {
			if c := base62Of[b]; c != 0 {
				dst = append(dst, c)
				if n++; n == idLen {
					return string(dst)
				}
			}
		}
		sum = sha256.Sum256(sum[:]) // fewer than 22 usable bytes: draw on
	}
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
// Years 1970-9999 are written by hand (a fifth of the time of AppendFormat); the
// rest by AppendFormat.
func appendTime(dst []byte, t time.Time) []byte {
	ms := t.UnixMilli()
	if ms < 0 || ms >= maxFastMillis {
		return t.UTC().AppendFormat(dst, timeLayout)
	}
	secs := ms / 1000
	y, m, d := civilDate(secs / 86400)
	sod := int(secs % 86400)
	dst = append(dst, byte('0'+y/1000), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10), '-')
	dst = append(dst, byte('0'+m/10), byte('0'+m%10), '-', byte('0'+d/10), byte('0'+d%10), 'T')
	h, mi, se, milli := sod/3600, sod/60%60, sod%60, int(ms%1000)
	dst = append(dst, byte('0'+h/10), byte('0'+h%10), ':', byte('0'+mi/10), byte('0'+mi%10), ':')
	return append(dst, byte('0'+se/10), byte('0'+se%10), '.',
		byte('0'+milli/100), byte('0'+milli/10%10), byte('0'+milli%10), 'Z')
}

// maxFastMillis is 10000-01-01T00:00:00Z in Unix milliseconds.
const maxFastMillis = 253402300800000

// civilDate returns the proleptic Gregorian date of a day counted from 1970-01-01
// (days >= 0), after Howard Hinnant's civil_from_days.
func civilDate(days int64) (year, month, day int) {
	z := days + 719468
	era := z / 146097
	doe := z - era*146097                                  // [0, 146096]
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365 // [0, 399]
	doy := doe - (365*yoe + yoe/4 - yoe/100)               // [0, 365]
	mp := (5*doy + 2) / 153                                // [0, 11], from March
	day = int(doy - (153*mp+2)/5 + 1)
	month = int(mp + 3)
	if month > 12 {
		month -= 12
	}
	year = int(yoe + era*400)
	if month <= 2 {
		year++
	}
	return year, month, day
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
