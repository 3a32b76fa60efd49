package server

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is the sink under a LogWriter: the test reads it while the flusher
// may write.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
	n  int // write calls
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.n++
	return l.b.Write(p)
}

func (l *lockedBuffer) snapshot() (string, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String(), l.n
}

func TestLogWriterBatchesAndLosesNothingOnClose(t *testing.T) {
	var sink lockedBuffer
	lw := NewLogWriter(&sink, time.Hour) // no periodic flush during the test
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				fmt.Fprintf(lw, "line %d-%d\n", g, i)
			}
		}(g)
	}
	wg.Wait()
	if got, _ := sink.snapshot(); got != "" {
		t.Fatalf("sink got %d bytes before any flush; want the lines still buffered", len(got))
	}
	if err := lw.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	got, writes := sink.snapshot()
	if n := strings.Count(got, "\n"); n != 200 {
		t.Fatalf("got %d lines after Close; want 200", n)
	}
	if writes != 1 {
		t.Fatalf("got %d write calls for 200 short lines; want 1 batch", writes)
	}
	for g := 0; g < 4; g++ {
		if !strings.Contains(got, fmt.Sprintf("line %d-49\n", g)) {
			t.Fatalf("line %d-49 missing or torn", g)
		}
	}
}

func TestLogWriterFlushesPeriodically(t *testing.T) {
	var sink lockedBuffer
	lw := NewLogWriter(&sink, time.Millisecond)
	defer lw.Close()
	fmt.Fprintln(lw, "hello")
	deadline := time.Now().Add(10 * time.Second)
	for {
		if got, _ := sink.snapshot(); got == "hello\n" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("line not flushed by the periodic flush within 10s")
		}
		time.Sleep(time.Millisecond)
	}
}

func TestAppendMillis(t *testing.T) {
	f := func(d time.Duration, want string) {
		t.Helper()
		if got := string(appendMillis(nil, d)); got != want {
			t.Fatalf("appendMillis(%v) = %s; want %s", d, got, want)
		}
	}
	f(0, "0.000")
	f(999*time.Nanosecond, "0.000")
	f(1234*time.Microsecond, "1.234")
	f(2*time.Second+5*time.Microsecond, "2000.005")
	f(-time.Millisecond, "0.000")
}

// stuckSink blocks every Write until release is closed, then writes to sink.
type stuckSink struct {
	release chan struct{}
	sink    lockedBuffer
}

func (s *stuckSink) Write(p []byte) (int, error) {
	<-s.release
	return s.sink.Write(p)
}

func TestLogWriterNeverWaitsForAStuckDestination(t *testing.T) {
	dst := &stuckSink{release: make(chan struct{})}
	lw := NewLogWriter(dst, time.Millisecond)
	// Three times what the writer holds in memory, in 100-byte lines numbered in order.
	n := 3 * logMaxPending / 100
	wrote := make(chan struct{})
	go func() {
		defer close(wrote)
		for i := range n {
			fmt.Fprintf(lw, "%099d\n", i)
		}
	}()
	select {
	case <-wrote:
	case <-time.After(time.Minute):
		t.Fatalf("Write blocked on a stuck destination (%d lines to write)", n)
	}
	dropped := lw.Dropped()
	if dropped == 0 || dropped >= uint64(n) {
		t.Fatalf("Dropped() = %d of %d lines with the destination stuck; want some, not all", dropped, n)
	}
	close(dst.release)
	if err := lw.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	got, _ := dst.sink.snapshot()
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	written, warned, last := 0, 0, -1
	for _, l := range lines {
		if rest, ok := strings.CutPrefix(l, `{"time":"`); ok {
			_, count, ok := strings.Cut(rest, `"dropped":`)
			if !ok || !strings.Contains(rest, `"level":"WARN"`) {
				t.Fatalf("unexpected line %q", l)
			}
			var d int
			if _, err := fmt.Sscanf(count, "%d}", &d); err != nil {
				t.Fatalf("cannot read the count of %q: %v", l, err)
			}
			warned += d
			continue
		}
		var i int
		if len(l) != 99 {
			t.Fatalf("torn line %q", l)
		}
		if _, err := fmt.Sscanf(l, "%d", &i); err != nil || i <= last {
			t.Fatalf("line %q after line %d: want a greater number", l, last)
		}
		last = i
		written++
	}
	if uint64(warned) != dropped || written+warned != n {
		t.Fatalf("got %d lines written and %d counted as dropped (Dropped() = %d); want %d in all, the count equal to Dropped()",
			written, warned, dropped, n)
	}
}

func TestLogWriterCloseGivesUpOnAStuckDestination(t *testing.T) {
	defer func(d time.Duration) { logCloseTimeout = d }(logCloseTimeout)
	logCloseTimeout = 50 * time.Millisecond
	dst := &stuckSink{release: make(chan struct{})}
	defer close(dst.release) // lets the writer goroutine end
	lw := NewLogWriter(dst, time.Hour)
	fmt.Fprintln(lw, "never written")
	if err := lw.Close(); err == nil {
		t.Fatal("Close returned nil with the destination stuck; want an error")
	}
}
