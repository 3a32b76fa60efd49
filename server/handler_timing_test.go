package server

import (
	"bufio"
	"bytes"
	"context"
	"net"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"scamcheck/data"
	"scamcheck/engine"
	"scamcheck/server/store"
)

// The handler benchmarks and the allocation tests drive the real public handler of a
// real Server (engine built from the embedded data, bolt store in a temporary
// directory) through fasthttp.Server.ServeConn over an in-memory connection, so they
// count everything a request costs on the server side: HTTP parsing, routing,
// request ids, auth, rate limit, quota, cache, analysis, JSON and writing.

// perfServer is a Server that is never started: requests reach it through ServeConn.
type perfServer struct {
	srv *Server
	key string // secret of a live key of an enterprise account
}

// newPerfServer builds a Server over a bolt store in tb.TempDir() with one
// enterprise account (no quota, a rate limit too large to be reached, so the limiter
// runs on every request) and one live key.
func newPerfServer(tb testing.TB) *perfServer {
	tb.Helper()
	st, err := store.OpenBolt(filepath.Join(tb.TempDir(), "scamcheck.db"))
	if err != nil {
		tb.Fatalf("cannot open store: %v", err)
	}
	tb.Cleanup(func() { st.Close() })
	eng, err := engine.New(data.FS)
	if err != nil {
		tb.Fatalf("cannot build engine: %v", err)
	}
	ctx := context.Background()
	now := time.Now()
	acct := &store.Account{ID: "acct_perf", Name: "perf", Plan: "enterprise", MonthlyQuota: 0,
		RateLimitPerMinute: 1e9, CreatedAt: now}
	if err := st.PutAccount(ctx, acct); err != nil {
		tb.Fatalf("cannot put account: %v", err)
	}
	k, secret := newKey(acct.ID, "perf", envLive, now)
	if err := st.PutKey(ctx, k); err != nil {
		tb.Fatalf("cannot put key: %v", err)
	}
	srv, err := New(Config{Addr: "127.0.0.1:0", AdminAddr: "127.0.0.1:0", AdminToken: "perf-operator-token",
		Store: st, Engine: eng, CacheBytes: 64 << 20, Logf: tb.Logf})
	if err != nil {
		tb.Fatalf("cannot create server: %v", err)
	}
	return &perfServer{srv: srv, key: secret}
}

// fakeConn is an in-memory net.Conn: Read serves a prepared request, Write appends
// to out. It implements every method fasthttp calls, so the embedded nil Conn is
// never used.
type fakeConn struct {
	net.Conn
	in  bytes.Reader
	out []byte
}

var fakeAddr = &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080}

func (c *fakeConn) Read(b []byte) (int, error)       { return c.in.Read(b) }
func (c *fakeConn) Write(b []byte) (int, error)      { c.out = append(c.out, b...); return len(b), nil }
func (c *fakeConn) Close() error                     { return nil }
func (c *fakeConn) LocalAddr() net.Addr              { return fakeAddr }
func (c *fakeConn) RemoteAddr() net.Addr             { return fakeAddr }
func (c *fakeConn) SetDeadline(time.Time) error      { return nil }
func (c *fakeConn) SetReadDeadline(time.Time) error  { return nil }
func (c *fakeConn) SetWriteDeadline(time.Time) error { return nil }
func (c *fakeConn) reset(req []byte)                 { c.in.Reset(req); c.out = c.out[:0] }
func (c *fakeConn) serve(s *fasthttp.Server, req []byte) error {
	c.reset(req)
	return s.ServeConn(c)
}

// slotWidth is the number of digits of a counter slot in a request template.
const slotWidth = 16

// slotMark stands for a counter slot in the body given to newRequest.
const slotMark = "{n}"

// request is a prepared raw HTTP request whose body has counter slots, rewritten
// in place so that every request can carry new content without allocating.
type request struct {
	raw   []byte
	slots []int // offsets of the slots in raw
}

// newRequest prepares a POST of body to path with the key; every slotMark in body
// becomes a slot of slotWidth digits.
func newRequest(path, key, body string) *request {
	var b []byte
	var slots []int
	parts := bytes.Split([]byte(body), []byte(slotMark))
	n := len(body) + (len(parts)-1)*(slotWidth-len(slotMark))
	b = append(b, "POST "+path+" HTTP/1.1\r\nHost: api.scamcheck.test\r\nContent-Type: application/json\r\nX-API-Key: "+key+
		"\r\nUser-Agent: perf\r\nContent-Length: "+strconv.Itoa(n)+"\r\n\r\n"...)
	for i, p := range parts {
		if i > 0 {
			slots = append(slots, len(b))
			b = append(b, bytes.Repeat([]byte{'0'}, slotWidth)...)
		}
		b = append(b, p...)
	}
	return &request{raw: b, slots: slots}
}

// fill writes n, n+1, ... into the slots, zero-padded.
func (r *request) fill(n uint64) {
	for i, off := range r.slots {
		v := n + uint64(i)
		for j := off + slotWidth - 1; j >= off; j-- {
			r.raw[j] = byte('0' + v%10)
			v /= 10
		}
	}
}

// copyRequest returns an independent copy of r, for another goroutine.
func (r *request) copy() *request {
	return &request{raw: bytes.Clone(r.raw), slots: r.slots}
}

// parseResponse reads the response written to c.
func parseResponse(tb testing.TB, c *fakeConn) *fasthttp.Response {
	tb.Helper()
	resp := new(fasthttp.Response)
	if err := resp.Read(bufio.NewReader(bytes.NewReader(c.out))); err != nil {
		tb.Fatalf("cannot read response %q: %v", c.out, err)
	}
	return resp
}

// Bodies of the benchmarks and allocation tests.
const (
	// cleanURLBody is a URL without findings.
	cleanURLBody = `{"content":"https://github.com/golang/go/issues/{n}","type":"url"}`
	// phishURLBody is a typosquatting URL with findings in several layers.
	phishURLBody = `{"content":"https://paypa1-secure-login.com/verify/account?session={n}","type":"url"}`
	// smsBody is a ~160-character delivery scam SMS with a link.
	smsBody = `{"content":"Royal Mail: your parcel {n} could not be delivered due to an unpaid fee of 1.99 GBP. Reschedule at https://royalmail-redelivery.info now or it is returned.","type":"sms"}`
	// cleanSMSBody is a ~160-character SMS without findings.
	cleanSMSBody = `{"content":"Hi Sam, lunch on Thursday still works for me. Shall we meet at the usual place near the station around half past twelve? Table booked under {n}. See you then","type":"sms"}`
	// cleanEmailBody is a short e-mail without findings, with JSON escapes (\n, \").
	cleanEmailBody = `{"content":"Subject: Minutes of Thursday's meeting\n\nHi all,\n\nPlease find the minutes below (doc {n}). Marie will circulate the \"updated\" plan by Monday.\n\nBest regards,\nTom","type":"email"}`
)

// checkStatus serves req once and fails unless the answer is 200 with cached as want.
func checkStatus(tb testing.TB, ps *perfServer, c *fakeConn, req *request, wantCached bool) {
	tb.Helper()
	if err := c.serve(ps.srv.public, req.raw); err != nil {
		tb.Fatalf("ServeConn: %v", err)
	}
	resp := parseResponse(tb, c)
	if resp.StatusCode() != 200 {
		tb.Fatalf("got status %d (%s); want 200", resp.StatusCode(), resp.Body())
	}
	cached := bytes.Contains(resp.Body(), []byte(`"cached":true`))
	if cached != wantCached {
		tb.Fatalf("got cached %v in %s; want %v", cached, resp.Body(), wantCached)
	}
}

// cpuClock measures the CPU time (user and system) the process spends during a
// benchmark, reported as cpu-ns/op: on a machine shared with other work, wall time
// per operation mostly measures the wait for a core, CPU time what an operation costs.
type cpuClock struct{ start time.Duration }

func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// startCPU resets the benchmark timer and starts measuring CPU time.
func startCPU(b *testing.B) cpuClock {
	b.ResetTimer()
	return cpuClock{start: processCPU()}
}

// report adds the cpu-ns/op metric.
func (c cpuClock) report(b *testing.B) {
	b.ReportMetric(float64(processCPU()-c.start)/float64(b.N), "cpu-ns/op")
}

// BenchmarkCheckCacheHit is POST /v1/check of a cached URL, in parallel.
func BenchmarkCheckCacheHit(b *testing.B) {
	ps := newPerfServer(b)
	req := newRequest("/v1/check", ps.key, phishURLBody)
	var c fakeConn
	checkStatus(b, ps, &c, req, false)
	checkStatus(b, ps, &c, req, true)
	b.ReportAllocs()
	b.SetBytes(int64(len(req.raw)))
	cpu := startCPU(b)
	b.RunParallel(func(pb *testing.PB) {
		var c fakeConn
		for pb.Next() {
			if err := c.serve(ps.srv.public, req.raw); err != nil {
				b.Error(err)
				return
			}
		}
	})
	cpu.report(b)
}

// workers numbers the goroutines of RunParallel so that their counters never meet.
var workers atomic.Uint64

// BenchmarkCheckUncached is POST /v1/check of content never seen before, in parallel.
func BenchmarkCheckUncached(b *testing.B) {
	ps := newPerfServer(b)
	for _, bc := range []struct{ name, body string }{
		{"url", phishURLBody},
		{"url-clean", cleanURLBody},
		{"sms", smsBody},
	} {
		b.Run(bc.name, func(b *testing.B) {
			tmpl := newRequest("/v1/check", ps.key, bc.body)
			var c fakeConn
			tmpl.fill(workers.Add(1) << 32)
			checkStatus(b, ps, &c, tmpl, false)
			b.ReportAllocs()
			cpu := startCPU(b)
			b.RunParallel(func(pb *testing.PB) {
				req := tmpl.copy()
				n := workers.Add(1) << 32
				var c fakeConn
				for pb.Next() {
					n++
					req.fill(n)
					if err := c.serve(ps.srv.public, req.raw); err != nil {
						b.Error(err)
						return
					}
				}
			})
			cpu.report(b)
		})
	}
}

// batchBody returns the body of a batch of n items alternating URLs and SMS, each
// with its own counter slot.
func batchBody(n int) string {
	var b bytes.Buffer
	b.WriteString(`{"items":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		if i%2 == 0 {
			b.WriteString(`{"content":"https://paypa1-secure-login.com/verify/account?session={n}","type":"url"}`)
		} else {
			b.WriteString(`{"content":"Royal Mail: your parcel {n} could not be delivered due to an unpaid fee of 1.99 GBP. Reschedule at https://royalmail-redelivery.info now or it is returned.","type":"sms"}`)
		}
	}
	b.WriteString(`]}`)
	return b.String()
}

// BenchmarkBatch100 is POST /v1/batch of 100 items never seen before, one request
// at a time: its ns/op is the latency of a batch on one core.
func BenchmarkBatch100(b *testing.B) {
	ps := newPerfServer(b)
	req := newRequest("/v1/batch", ps.key, batchBody(100))
	var c fakeConn
	n := workers.Add(1) << 32
	req.fill(n)
	if err := c.serve(ps.srv.public, req.raw); err != nil {
		b.Fatal(err)
	}
	if resp := parseResponse(b, &c); resp.StatusCode() != 200 {
		b.Fatalf("got status %d (%s); want 200", resp.StatusCode(), resp.Body())
	}
	b.ReportAllocs()
	cpu := startCPU(b)
	for i := 0; i < b.N; i++ {
		n += 100
		req.fill(n)
		if err := c.serve(ps.srv.public, req.raw); err != nil {
			b.Fatal(err)
		}
	}
	cpu.report(b)
}
