package server

import (
	"encoding/binary"
	"math"
	"sync"
	"sync/atomic"
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
//
// Results are cached per account: a hit tells the caller only what it checked
// itself (another account's answer would leak its id, time and very existence).
// Evicting a content therefore cannot name every key; instead it records when the
// content was invalidated, and a hit stored before that reads as a miss.
type resultCache struct {
	c *fastcache.Cache

	mu          sync.Mutex                       // serializes evictions
	invalidated atomic.Pointer[map[uint64]int64] // content hash -> Unix ms of its last eviction
	flushedAt   atomic.Int64                     // Unix ms of the last evictAll
}

func newResultCache(maxBytes int) *resultCache {
	rc := &resultCache{c: fastcache.New(maxBytes)}
	rc.invalidated.Store(&map[uint64]int64{})
	return rc
}

// cacheKeyLen is the length of a result-cache key: the content's hash (what an
// eviction names), then the hash of content, account and language.
const cacheKeyLen = 16

// appendKey appends the cache key of an analysis: environment, type and normalized
// content, seen by one account in one language (reasons and advice depend on it).
func (rc *resultCache) appendKey(dst []byte, env, account string, typ engine.ContentType, lang engine.Lang, norm []byte) []byte {
	content := contentHash(env, typ, norm)
	var b [9]byte
	binary.LittleEndian.PutUint64(b[:8], content)
	b[8] = byte(lang)
	var d xxhash.Digest
	d.Reset()
	_, _ = d.Write(b[:])
	_, _ = d.WriteString(account)
	dst = binary.LittleEndian.AppendUint64(dst, content)
	return binary.LittleEndian.AppendUint64(dst, d.Sum64())
}

// contentHash names a content independently of who checks it and in which language.
func contentHash(env string, typ engine.ContentType, norm []byte) uint64 {
	var d xxhash.Digest
	d.Reset()
	_, _ = d.WriteString(env)
	_, _ = d.Write([]byte{0, byte(typ)})
	_, _ = d.Write(norm)
	return d.Sum64()
}

// A cached value is the expiry (Unix ms, 8 bytes little endian), the verdict (1
// byte), the length of the binary result (2 bytes little endian), the binary
// result (encode),
// then, once the result has been answered from the cache in the detailed shape,
// that response body ("cached":true): later hits in the detailed shape are
// answered with it as is, without decoding or rendering. The body is added on the
// first such hit (addBody), not when the result is stored: most analysed contents
// are never asked again, and a smaller value is cheaper to store.

// cacheHeaderLen is the length of a cached value's expiry, verdict and length.
const cacheHeaderLen = 11

// cachedResult is a value read from the result cache; its slices point into the
// buffer returned by get.
type cachedResult struct {
	verdict engine.Verdict
	enc     []byte // the binary result (checkResult.decode)
	body    []byte // the detailed response body with "cached":true, or empty
}

// get appends the value under key to dst and returns it with its parts. It reports
// false when nothing fresh is cached at now.
func (rc *resultCache) get(dst, key []byte, now time.Time) ([]byte, cachedResult, bool) {
	v := rc.c.Get(dst[:0], key)
	if len(v) < cacheHeaderLen {
		return v, cachedResult{}, false
	}
	expires := int64(binary.LittleEndian.Uint64(v))
	if expires <= now.UnixMilli() {
		return v, cachedResult{}, false
	}
	stored := expires - resultTTL.Milliseconds()
	if stored <= rc.flushedAt.Load() {
		return v, cachedResult{}, false // stored before everything was evicted
	}
	if at, ok := (*rc.invalidated.Load())[binary.LittleEndian.Uint64(key[:8])]; ok && stored <= at {
		return v, cachedResult{}, false // stored before its content was evicted
	}
	end := cacheHeaderLen + int(binary.LittleEndian.Uint16(v[9:]))
	if end > len(v) {
		return v, cachedResult{}, false
	}
	cr := cachedResult{verdict: engine.Verdict(v[8]), enc: v[cacheHeaderLen:end], body: v[end:]}
	return v, cr, true
}

// set caches c under key until now+resultTTL. scratch is a buffer to encode into;
// the grown buffer is returned.
func (rc *resultCache) set(scratch, key []byte, now time.Time, c *checkResult) []byte {
	v := binary.LittleEndian.AppendUint64(scratch[:0], uint64(now.Add(resultTTL).UnixMilli()))
	v = append(v, byte(c.verdict), 0, 0) // room for the length of the binary result
	v = c.encode(v)
	binary.LittleEndian.PutUint16(v[9:], uint16(len(v)-cacheHeaderLen))
	if len(key)+len(v) < 64*1024 { // fastcache's limit for Set; larger results are not cached
		rc.c.Set(key, v)
	}
	return v
}

// addBody stores v, a value without a body just read by get under key, again with
// body appended: its response in the detailed shape with "cached":true. The value
// keeps its expiry, and an eviction since the get still makes it a miss. It returns
// the grown v.
func (rc *resultCache) addBody(key, v, body []byte) []byte {
	v = append(v, body...)
	if len(key)+len(v) < 64*1024 {
		rc.c.Set(key, v)
	}
	return v
}

// evict makes every result cached until now for one normalized content, for every
// account and language, read as a miss. Evictions are rare (reports and operator
// decisions): each copies the small map of recent ones, dropping those older than
// the cache lifetime, and readers never lock.
func (rc *resultCache) evict(env string, typ engine.ContentType, norm []byte, now time.Time) {
	content := contentHash(env, typ, norm)
	at := now.UnixMilli()
	rc.mu.Lock()
	defer rc.mu.Unlock()
	old := *rc.invalidated.Load()
	next := make(map[uint64]int64, len(old)+1)
	for k, t := range old {
		if t > at-resultTTL.Milliseconds() {
			next[k] = t
		}
	}
	next[content] = at
	rc.invalidated.Store(&next)
}

// evictAll makes every result cached until now read as a miss.
func (rc *resultCache) evictAll(now time.Time) {
	rc.flushedAt.Store(now.UnixMilli())
}

// encode appends the binary form of c; confidences keep the API's two decimals. The
// advice is not stored: decode takes it from adviceText by verdict, scam type and
// language (a quarter of a value's bytes less to write on every miss).
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
	return binary.AppendUvarint(dst, uint64(c.analysisMs))
}

// decode fills c from src, the output of encode, for a request in language lang;
// c's slices point into src and adviceText.
func (c *checkResult) decode(src []byte, lang engine.Lang) bool {
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
	if int(lang) >= len(adviceText) || int(c.verdict) >= len(adviceText[lang]) || int(c.scamType) >= engine.NumScamTypes {
		return false
	}
	c.advice = adviceText[lang][c.verdict][c.scamType]
	c.analysisMs = int64(d.uvarint())
	return !d.bad && len(d.b) == 0
}

// adviceText is engine.AdviceFor as bytes, by language, verdict and scam type.
var adviceText = func() (t [2][3][engine.NumScamTypes][]byte) {
	for lang := range t {
		for v := range t[lang] {
			for st := range t[lang][v] {
				t[lang][v][st] = []byte(engine.AdviceFor(engine.Verdict(v), engine.ScamType(st), engine.Lang(lang)))
			}
		}
	}
	return t
}()

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
