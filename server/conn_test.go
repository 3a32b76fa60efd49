package server

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The public listener's timeouts (conn.go) through a real server on loopback, with
// short timeouts. Lower bounds are asserted (a slow machine only makes closes later);
// upper bounds are generous.
const (
	ctRead  = 400 * time.Millisecond
	ctWrite = 400 * time.Millisecond
	ctIdle  = 3 * time.Second
	ctTick  = ctRead / 4 // newConnTracker's tick for these timeouts
	ctLate  = 15 * time.Second
	// ctMid separates a close at the read timeout from one at the idle timeout.
	ctMid = (ctRead + ctIdle) / 2
)

func startTimeoutServer(t *testing.T, openapi []byte) *testServer {
	t.Helper()
	return startServerWith(t, t.TempDir(), newTestClock(), func(c *Config) {
		c.ReadTimeout, c.WriteTimeout, c.IdleTimeout = ctRead, ctWrite, ctIdle
		c.OpenAPI = openapi
	})
}

// closedAfter reads from c until the server closes it and returns how long that
// took from start, or fails the test if it is still open after ctLate.
func closedAfter(t *testing.T, c net.Conn, start time.Time) time.Duration {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(ctLate))
	_, err := io.Copy(io.Discard, c)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("connection still open after %s; want it closed by the server", ctLate)
	}
	return time.Since(start)
}

func dialPublic(t *testing.T, ts *testServer) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(ts.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// A connection that never sends a byte is closed after the read timeout, not the
// idle timeout (as fasthttp does for a first request).
func TestConnSilentClosedAfterReadTimeout(t *testing.T) {
	t.Parallel()
	ts := startTimeoutServer(t, nil)
	start := time.Now()
	c := dialPublic(t, ts)
	took := closedAfter(t, c, start)
	if took < ctRead-ctTick || took >= ctMid {
		t.Errorf("silent connection closed after %s; want about the read timeout %s, not the idle timeout %s", took, ctRead, ctIdle)
	}
}

// A client sending its headers one byte at a time, each well within the read
// timeout, is still cut off once the request has taken the read timeout, on a
// keep-alive connection's second request as on its first.
func TestConnDribblingRequestClosedAfterReadTimeout(t *testing.T) {
	t.Parallel()
	ts := startTimeoutServer(t, nil)
	for _, second := range []bool{false, true} {
		c := dialPublic(t, ts)
		if second {
			_ = c.SetDeadline(time.Now().Add(ctLate))
			if _, err := io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
				t.Fatal(err)
			}
			resp, err := http.ReadResponse(bufio.NewReader(c), nil)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
		}
		done := make(chan time.Duration, 1)
		start := time.Now()
		go func() { done <- closedAfter(t, c, start) }()
		req := "GET /healthz HTTP/1.1\r\nHost: x\r\n" + strings.Repeat("X-Slow: y\r\n", 1000)
		var took time.Duration
	dribble:
		for i := 0; ; i++ {
			select {
			case took = <-done:
				break dribble
			case <-time.After(ctRead / 8):
				if time.Since(start) > ctLate {
					t.Fatalf("second request %v: still open after sending one byte every %s for %s", second, ctRead/8, ctLate)
				}
				_, _ = io.WriteString(c, req[i:i+1])
			}
		}
		if took < ctRead-ctTick || took >= ctMid {
			t.Errorf("second request %v: dribbling client closed after %s; want about the read timeout %s, not the idle timeout %s", second, took, ctRead, ctIdle)
		}
	}
}

// A keep-alive connection may wait longer than the read timeout between requests
// (up to the idle timeout), and is closed once idle for the idle timeout.
func TestConnIdleKeepAlive(t *testing.T) {
	t.Parallel()
	ts := startTimeoutServer(t, nil)
	c := dialPublic(t, ts)
	br := bufio.NewReader(c)
	get := func(i int) {
		t.Helper()
		_ = c.SetDeadline(time.Now().Add(ctLate))
		if _, err := io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
			t.Fatalf("request %d: %v", i, err)
		}
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatalf("request %d after a pause longer than the read timeout: %v", i, err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("request %d: got status %d; want 200", i, resp.StatusCode)
		}
	}
	for i := range 3 {
		get(i)
		time.Sleep(ctRead + 2*ctTick) // past the read timeout, within the idle one
	}
	get(3)
	start := time.Now()
	took := closedAfter(t, c, start)
	if took < ctIdle-ctTick {
		t.Errorf("idle keep-alive connection closed after %s; want no earlier than the idle timeout %s", took, ctIdle)
	}
}

// A client that sends requests and never reads the answers is cut off once a write
// has blocked for the write timeout, and the other clients are served meanwhile.
func TestConnWriteTimeout(t *testing.T) {
	t.Parallel()
	doc := []byte(`{"padding":"` + strings.Repeat("x", 256<<10) + `"}`)
	ts := startTimeoutServer(t, doc)
	d := net.Dialer{Control: func(_, _ string, rc syscall.RawConn) error {
		var serr error
		err := rc.Control(func(fd uintptr) {
			serr = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096)
		})
		return errors.Join(err, serr)
	}}
	c, err := d.Dial("tcp", strings.TrimPrefix(ts.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// 200 answers of 256 KiB: far more than loopback's socket buffers hold.
	const n = 200
	reqs := bytes.Repeat([]byte("GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n"), n)
	// The clock starts before the requests leave: the server's write deadline
	// starts after it reads them, so the time measured here is never shorter
	// than the server's, however late this goroutine is scheduled.
	start := time.Now()
	if _, err := c.Write(reqs); err != nil {
		t.Fatal(err)
	}
	for !tracked(ts.srv.conns, c.LocalAddr().String()) { // not accepted yet
		if time.Since(start) > ctLate {
			t.Fatalf("the server has not accepted the connection after %s", ctLate)
		}
		time.Sleep(time.Millisecond)
	}
	for tracked(ts.srv.conns, c.LocalAddr().String()) {
		if time.Since(start) > ctLate {
			t.Fatalf("the server still holds the connection of a client that never reads after %s; want it closed after the write timeout %s", ctLate, ctWrite)
		}
		if r := ts.call("GET", ts.base+"/healthz", ""); r.status != 200 {
			t.Fatalf("while a client does not read: got /healthz status %d; want 200", r.status)
		}
		time.Sleep(50 * time.Millisecond)
	}
	took := time.Since(start)
	if took < ctWrite-ctTick {
		t.Errorf("non-reading client cut off after %s; want no earlier than the write timeout %s", took, ctWrite)
	}
	// What was written before the cut is there, then the connection ends: fewer
	// answers than requests.
	_ = c.SetReadDeadline(time.Now().Add(ctLate))
	got, err := io.Copy(io.Discard, c)
	if err != nil && !errors.Is(err, syscall.ECONNRESET) {
		t.Fatalf("reading what the server wrote: %v", err)
	}
	if got >= int64(n*len(doc)) {
		t.Errorf("got %d bytes, all %d answers; want the connection cut before the end", got, n)
	}
}

// The reaper only touches connections blocked in a read or write past their
// deadline; a deadline reached while the handler runs fails the next read or write
// at once, with the kernel poller's error.
func TestConnDeadlineCheckedAtNextCall(t *testing.T) {
	t.Parallel()
	tr := newConnTracker(time.Second, time.Second, time.Second)
	a, b := net.Pipe()
	defer b.Close()
	c := &trackedConn{Conn: a, t: tr}
	tr.conns[c] = struct{}{}
	c.state.Store(packState(int64(time.Second), false, phaseReading))
	tr.now.Store(int64(2 * time.Second))
	tr.reap(tr.now.Load()) // not busy: left alone
	if _, err := c.Read(make([]byte, 1)); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("read past the deadline: got %v; want os.ErrDeadlineExceeded", err)
	}
	c.state.Store(packState(int64(time.Second), false, phaseWriting))
	if _, err := c.Write([]byte("x")); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("write past the deadline: got %v; want os.ErrDeadlineExceeded", err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if n := tr.open(); n != 0 {
		t.Errorf("after Close: got %d tracked connections; want 0", n)
	}
}

// tracked reports whether t holds a connection from the client address addr.
func tracked(t *connTracker, addr string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	for c := range t.conns {
		if c.RemoteAddr().String() == addr {
			return true
		}
	}
	return false
}
