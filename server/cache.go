package server

import (
	"encoding/binary"
	"math"
	"time"

	"github.com/VictoriaMetrics/fastcache"
	"github.com/cespare/xxhash/v2"

	"scamcheck/engine"
)

// resultTTL is how long a check result is served from the result cache (D13).
const resultTTL = 24 * time.Hour

// resultCache is the 24-hour result cache (D13). fastcache has no expiry, so every
// value starts with its own and a stale value reads as a miss; fastcache's ring
// buffers bound the memory and overwrite the oldest entries first, so stale values
// need no sweeping (the current/previous swap of VictoriaMetrics' workingsetcache
// would only add a second copy).
type resultCache struct {
	c *fastcache.Cache
}

func newResultCache(maxBytes int) *resultCache {
	return &resultCache{c: fastcache.New(maxBytes)}
}

// appendKey appends the cache key of an analysis: xxhash of environment, type,
// language (reasons and advice depend on it) and normalized content.
func (rc *resultCache) appendKey(dst []byte, env string, typ engine.ContentType, lang engine.Lang, norm []byte) []byte {
	var d xxhash.Digest
	d.Reset()
	_, _ = d.WriteString(env)
	_, _ = d.Write([]byte{0, byte(typ), byte(lang)})
	_, _ = d.Write(norm)
	return binary.LittleEndian.AppendUint64(dst, d.Sum64())
}

// get appends the value under key to dst and decodes it into c. It reports false
// when nothing fresh is cached at now. c's slices point into the returned buffer.
func (rc *resultCache) get(dst, key []byte, now time.Time, c *checkResult) ([]byte, bool) {
	v := rc.c.Get(dst[:0], key)
	if len(v) < 8 || int64(binary.LittleEndian.Uint64(v)) <= now.UnixMilli() {
		return v, false
	}
	return v, c.decode(v[8:])
}

// set caches c under key until now+resultTTL. scratch is a buffer to encode into;
// the grown buffer is returned.
func (rc *resultCache) set(scratch, key []byte, now time.Time, c *checkResult) []byte {
	v := binary.LittleEndian.AppendUint64(scratch[:0], uint64(now.Add(resultTTL).UnixMilli()))
	v = c.encode(v)
	if len(key)+len(v) < 64*1024 { // fastcache's limit for Set; larger results are not cached
		rc.c.Set(key, v)
	}
	return v
}

// evict drops the results cached for one normalized content, in every language.
func (rc *resultCache) evict(env string, typ engine.ContentType, norm []byte) {
	var buf [8]byte
	for _, lang := range []engine.Lang{engine.LangEN, engine.LangFR} {
		rc.c.Del(rc.appendKey(buf[:0], env, typ, lang, norm))
	}
}

// encode appends the binary form of c; confidences keep the API's two decimals.
func (c *checkResult) encode(dst []byte) []byte {
	dst = appendBytes(dst, c.id)
	dst = binary.AppendVarint(dst, c.createdAt)
	dst = append(dst, byte(c.score), byte(c.verdict), unitByte(c.confidence), byte(c.scamType))
	dst = appendBytes(dst, c.brand)
	for i := range c.layers {
		l := &c.layers[i]
		threat := byte(0)
		if l.threat {
			threat = 1
		}
		dst = append(dst, byte(l.risk), unitByte(l.confidence), threat)
		dst = appendBytes(dst, l.details)
		dst = binary.AppendUvarint(dst, uint64(l.ms))
	}
	boost := byte(0)
	if c.boost {
		boost = 1
	}
	dst = append(dst, byte(c.concordant), boost)
	dst = binary.AppendUvarint(dst, uint64(len(c.reasons)))
	for _, r := range c.reasons {
		dst = appendBytes(dst, r)
	}
	dst = appendBytes(dst, c.advice)
	return binary.AppendUvarint(dst, uint64(c.analysisMs))
}

// decode fills c from src, the output of encode; c's slices point into src.
func (c *checkResult) decode(src []byte) bool {
	d := decoder{b: src}
	c.id = d.bytes()
	c.createdAt = d.varint()
	c.score, c.verdict, c.confidence, c.scamType = int(d.byte()), engine.Verdict(d.byte()), float64(d.byte())/100, engine.ScamType(d.byte())
	c.brand = d.bytes()
	for i := range c.layers {
		l := &c.layers[i]
		l.risk, l.confidence, l.threat = int(d.byte()), float64(d.byte())/100, d.byte() == 1
		l.details = d.bytes()
		l.ms = int64(d.uvarint())
	}
	c.concordant, c.boost = int(d.byte()), d.byte() == 1
	n := d.uvarint()
	if n > uint64(len(src)) {
		return false
	}
	c.reasons = c.reasons[:0]
	for range n {
		c.reasons = append(c.reasons, d.bytes())
	}
	c.advice = d.bytes()
	c.analysisMs = int64(d.uvarint())
	return !d.bad && len(d.b) == 0
}

// unitByte stores a number in [0, 1] as hundredths, the precision of the API.
func unitByte(f float64) byte {
	if math.IsNaN(f) || f <= 0 {
		return 0
	}
	if f >= 1 {
		return 100
	}
	return byte(math.Round(f * 100))
}

func appendBytes(dst, b []byte) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(b)))
	return append(dst, b...)
}

// decoder reads the binary form written by encode; bad is set on malformed input.
type decoder struct {
	b   []byte
	bad bool
}

func (d *decoder) byte() byte {
	if len(d.b) == 0 {
		d.bad = true
		return 0
	}
	v := d.b[0]
	d.b = d.b[1:]
	return v
}

func (d *decoder) uvarint() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.bad = true
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) varint() int64 {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.bad = true
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) bytes() []byte {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		d.bad = true
		return nil
	}
	v := d.b[:n:n]
	d.b = d.b[n:]
	return v
}
