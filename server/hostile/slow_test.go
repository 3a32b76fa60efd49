package hostile

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"
)

// TestHostileSlowloris opens slow clients (headers and bodies one byte at a
// time) and checks the read timeout closes them while other clients are served.
func TestHostileSlowloris(t *testing.T) {
	t.Parallel()
	p, a := shared(t)
	before := mustRSS(t, p)
	const slow = 50
	type outcome struct {
		closedAfter time.Duration
		err         error
	}
	results := make(chan outcome, slow)
	startAll := time.Now()
	for i := range slow {
		go func() {
			c, err := net.Dial("tcp", p.public)
			if err != nil {
				results <- outcome{err: err}
				return
			}
			defer c.Close()
			begin := time.Now()
			head := "POST /v1/check HTTP/1.1\r\nHost: x\r\nX-API-Key: " + a.live + "\r\n"
			if i%2 == 1 {
				// Complete headers, then a body that never comes.
				head += "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
			}
			if _, err := io.WriteString(c, head); err != nil {
				results <- outcome{err: err}
				return
			}
			// One byte every 500 ms; the server must close us.
			closed := make(chan struct{})
			go func() {
				_, _ = io.Copy(io.Discard, c)
				close(closed)
			}()
			tick := time.NewTicker(500 * time.Millisecond)
			defer tick.Stop()
			deadline := time.After(90 * time.Second)
			for {
				select {
				case <-closed:
					results <- outcome{closedAfter: time.Since(begin)}
					return
				case <-deadline:
					results <- outcome{err: errors.New("still open after 90 s")}
					return
				case <-tick.C:
					b := "X-Slow: y\r\n"
					if i%2 == 1 {
						b = "a"
					}
					_, _ = io.WriteString(c, b[:1])
				}
			}
		}()
	}
	// Meanwhile, normal clients are served.
	var served, failed int
	var worst time.Duration
	stop := time.After(12 * time.Second)
loop:
	for {
		select {
		case <-stop:
			break loop
		case <-time.After(200 * time.Millisecond):
			t0 := time.Now()
			status, _, _, err := p.post("/v1/check", a.live, checkBody, nil)
			if err != nil || status != 200 {
				failed++
				continue
			}
			served++
			worst = max(worst, time.Since(t0))
		}
	}
	var longest time.Duration
	for range slow {
		o := <-results
		if o.err != nil {
			t.Fatalf("slow client: %v", o.err)
		}
		longest = max(longest, o.closedAfter)
	}
	t.Logf("slowloris: %d slow clients all closed by the server, the last after %s (read timeout 10 s); meanwhile %d checks served, %d failed, slowest %s; total %s",
		slow, longest.Round(100*time.Millisecond), served, failed, worst.Round(time.Millisecond), time.Since(startAll).Round(100*time.Millisecond))
	if failed > 0 || served == 0 {
		t.Errorf("during slowloris: got %d checks failed, %d served; want 0 failed", failed, served)
	}
	alive(t, p, a)
	growth(t, p, "slowloris", before)
}

// TestHostileIdleConnections holds 5,000 idle connections (half silent since
// connect, half idle after one request) and checks others are served.
func TestHostileIdleConnections(t *testing.T) {
	if rlimitErr != nil {
		t.Fatalf("5,000 idle connections need %d open files: %v (run as root or raise ulimit -n)", wantOpenFiles, rlimitErr)
	}
	p, a := shared(t)
	alive(t, p, a)
	before := mustRSS(t, p)
	threadsBefore := p.threads()
	const n = 5000
	conns := make([]net.Conn, n)
	defer func() {
		for _, c := range conns {
			if c != nil {
				c.Close()
			}
		}
	}()
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf := make([]byte, 4096)
			for i := w; i < n; i += 8 {
				c, err := net.DialTimeout("tcp", p.public, 10*time.Second)
				if err != nil {
					errs <- fmt.Errorf("connection %d: %w", i, err)
					return
				}
				conns[i] = c
				if i%2 == 1 {
					continue // silent since connect
				}
				_ = c.SetDeadline(time.Now().Add(30 * time.Second))
				if _, err := io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
					errs <- fmt.Errorf("connection %d: %w", i, err)
					return
				}
				if _, err := c.Read(buf); err != nil {
					errs <- fmt.Errorf("connection %d: %w", i, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("cannot open %d connections: %v", n, err)
	}
	opened := time.Now()
	held := mustRSS(t, p)
	// With the connections held, other clients are served.
	failed := 0
	var worst time.Duration
	for i := range 100 {
		t0 := time.Now()
		status, _, _, err := p.post("/v1/check", a.live, `{"content":"idle test `+strconv.Itoa(i)+` http://x.example"}`, nil)
		if err != nil || status != 200 {
			failed++
		}
		worst = max(worst, time.Since(t0))
	}
	t.Logf("5,000 idle connections opened; server RSS %d MiB -> %d MiB (%.1f KiB per connection), threads %d -> %d; 100 checks: %d failed, slowest %s (held %s)",
		before>>10, held>>10, float64(held-before)/n, threadsBefore, p.threads(), failed, worst.Round(time.Millisecond), time.Since(opened).Round(time.Millisecond))
	if failed > 0 {
		t.Errorf("with 5,000 idle connections: got %d of 100 checks failed; want 0", failed)
	}
	if held-before > maxGrowthKB {
		t.Errorf("5,000 idle connections: got RSS growth %d MiB; want < %d MiB", (held-before)>>10, maxGrowthKB>>10)
	}
	for i, c := range conns {
		c.Close()
		conns[i] = nil
	}
	alive(t, p, a)
}

// TestHostileWorstCaseContent sends 20,000-byte contents shaped to stress the
// parsers and layers (many URLs, phone-like runs, IDN labels, combining marks,
// deep brackets) and logs the slowest analysis.
func TestHostileWorstCaseContent(t *testing.T) {
	p, a := shared(t)
	before := mustRSS(t, p)
	fill := func(unit string) string {
		s := strings.Repeat(unit, 20000/len(unit)+1)
		for !utf8.ValidString(s[:20000]) {
			s = s[:len(s)-1]
		}
		return strings.TrimSpace(s[:min(len(s), 20000)])
	}
	var worst time.Duration
	var worstName string
	f := func(name, unit, typ string) {
		t.Helper()
		content := fill(unit)
		body := `{"content":` + strconv.Quote(content) + `,"type":"` + typ + `"}`
		if typ == "" {
			body = `{"content":` + strconv.Quote(content) + `}`
		}
		t0 := time.Now()
		status, _, b, err := p.post("/v1/check", a.live, body, nil)
		d := time.Since(t0)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if status != 200 {
			if err := checkD11(status, http.Header{"X-Request-Id": {"x"}, "Content-Type": {"application/json"}}, b, 400, "INVALID_REQUEST"); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		} else if err := checkResult(b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d > worst {
			worst, worstName = d, name
		}
	}
	for _, typ := range []string{"", "sms", "url", "email", "phone"} {
		f("URLs "+typ, "http://a.paypa1.com/x ", typ)
		f("bare domains "+typ, "www.x.co ", typ)
		f("dots "+typ, "a.", typ)
		f("phone runs "+typ, "+44 7700 900123 ", typ)
		f("digits "+typ, "0", typ)
		f("IDN labels "+typ, "xn--pple-43d.", typ)
		f("Cyrillic "+typ, "\u0430\u0440\u0440\u04cf\u0435.", typ)
		f("combining marks "+typ, "a\u0301\u0302\u0303", typ)
		f("emails "+typ, "a@b.co ", typ)
		f("brackets "+typ, "[(", typ)
		f("percent "+typ, "%e2%80%ae", typ)
		f("scam words "+typ, "urgent verify account prize claim bank ", typ)
	}
	t.Logf("slowest 20 KB content: %s, %s", worstName, worst.Round(time.Millisecond))
	alive(t, p, a)
	growth(t, p, "20 KB adversarial contents", before)
}
