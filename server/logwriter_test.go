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
