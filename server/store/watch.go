package store

import (
	"context"
	"fmt"
	"sync"
)

// hub fans changes out to watchers. Each watcher has its own goroutine and its own
// queue, so a slow watcher delays nobody: publishing only appends to queues under a
// short lock and never waits for a watcher.
//
// A queue holds at most one entry per record (Kind, ID): a change to a record whose
// previous change is still undelivered replaces it in place (Deleted takes the latest
// value). Watchers re-read what they need, so nothing is lost by coalescing, and a
// stalled watcher costs at most one queue entry per record in the store, never an
// unbounded backlog nor a blocked writer.
type hub struct {
	mu       sync.Mutex
	watchers map[*watcher]struct{}
	closed   bool
	stop     chan struct{}
	wg       sync.WaitGroup
}

type changeKey struct {
	kind string
	id   string
}

type watcher struct {
	fn   func(Change)
	wake chan struct{}

	mu      sync.Mutex
	queue   []Change
	pending map[changeKey]int // index in queue of a record's undelivered change
}

func newHub() *hub {
	return &hub{watchers: make(map[*watcher]struct{}), stop: make(chan struct{})}
}

// add registers fn; it receives every change published after add returns, until ctx
// is done or the hub is closed.
func (h *hub) add(ctx context.Context, fn func(Change)) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("cannot watch: %w", err)
	}
	w := &watcher{fn: fn, wake: make(chan struct{}, 1), pending: make(map[changeKey]int)}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return fmt.Errorf("cannot watch: store closed: %w", ErrUnavailable)
	}
	h.watchers[w] = struct{}{}
	h.wg.Add(1)
	go h.run(ctx, w)
	return nil
}

func (h *hub) run(ctx context.Context, w *watcher) {
	defer h.wg.Done()
	defer func() {
		h.mu.Lock()
		delete(h.watchers, w)
		h.mu.Unlock()
	}()
	var batch []Change
	for {
		select {
		case <-ctx.Done():
			return
		case <-h.stop:
			return
		case <-w.wake:
		}
		w.mu.Lock()
		batch, w.queue = w.queue, batch[:0]
		clear(w.pending)
		w.mu.Unlock()
		for _, c := range batch {
			if ctx.Err() != nil {
				return
			}
			w.fn(c)
		}
	}
}

// publish queues c for every watcher.
func (h *hub) publish(c Change) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for w := range h.watchers {
		w.push(c)
	}
}

func (w *watcher) push(c Change) {
	k := changeKey{kind: c.Kind, id: c.ID}
	w.mu.Lock()
	if i, ok := w.pending[k]; ok {
		w.queue[i].Deleted = c.Deleted
	} else {
		w.pending[k] = len(w.queue)
		w.queue = append(w.queue, c)
	}
	w.mu.Unlock()
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// close stops every watcher and waits until none is running fn.
func (h *hub) close() {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return
	}
	h.closed = true
	close(h.stop)
	h.mu.Unlock()
	h.wg.Wait()
}
