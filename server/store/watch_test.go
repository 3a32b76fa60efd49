package store

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestHubCoalesces checks that a stalled watcher's queue holds one change per
// record, the latest, however many writes happen meanwhile.
func TestHubCoalesces(t *testing.T) {
	h := newHub()
	defer h.close()
	entered, release := make(chan struct{}), make(chan struct{})
	got := make(chan Change, 100)
	first := true
	err := h.add(context.Background(), func(c Change) {
		if first {
			first = false
			close(entered)
			<-release
		}
		got <- c
	})
	if err != nil {
		t.Fatal(err)
	}
	h.publish(Change{Kind: ChangeAccount, ID: "acc_first"})
	<-entered // the watcher is now stuck in fn
	for i := range 10000 {
		h.publish(Change{Kind: ChangeKey, ID: fmt.Sprint("key_", i%10), Deleted: i >= 9990})
	}
	var w *watcher
	h.mu.Lock()
	for w = range h.watchers {
	}
	h.mu.Unlock()
	w.mu.Lock()
	queued := len(w.queue)
	w.mu.Unlock()
	if queued != 10 {
		t.Fatalf("queue of a stalled watcher after 10000 changes of 10 records: got %d; want 10", queued)
	}
	close(release)
	want := map[Change]bool{{Kind: ChangeAccount, ID: "acc_first"}: true}
	for i := range 10 {
		want[Change{Kind: ChangeKey, ID: fmt.Sprint("key_", i), Deleted: true}] = true
	}
	timeout := time.After(10 * time.Second)
	for range 11 {
		select {
		case c := <-got:
			if !want[c] {
				t.Fatalf("delivered change: got %+v; want one of %v", c, want)
			}
			delete(want, c)
		case <-timeout:
			t.Fatalf("delivered changes: still missing %v", want)
		}
	}
}
