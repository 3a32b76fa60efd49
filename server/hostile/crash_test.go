package hostile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// flushInterval is the server's usage flush interval (server.Config default).
const flushInterval = time.Second

// keyState is what the burst was told about one API key.
type keyState struct {
	id      string
	secret  string   // current secret, as last acknowledged
	old     []string // secrets invalidated by an acknowledged regeneration
	deleted bool     // deletion acknowledged
	pending string   // operation sent but not answered: "create", "regenerate", "delete"
}

// ledger records every operation the server acknowledged during a burst.
type ledger struct {
	mu         sync.Mutex
	reports    map[string]string // report id -> content
	checks     []time.Time       // acknowledged (charged) live checks
	pendingCk  int               // checks sent and never answered
	retries    int               // requests the client resent on a new connection
	unaccepted int               // graceful stop: fresh connections reset before any answer
	keys       []*keyState
	bad        []error // answers that must never happen
}

func (l *ledger) badf(format string, args ...any) {
	l.mu.Lock()
	l.bad = append(l.bad, fmt.Errorf(format, args...))
	l.mu.Unlock()
}

// burst drives a server with reports, checks and key operations from several
// workers until each sees an error (the server is gone).
type burst struct {
	p      *proc
	acct   *account
	client *http.Client
	l      *ledger
	// graceful: the server is stopping with SIGTERM; the only acceptable failure is
	// a refused connection (the listener is closed), never a reset or a cut answer.
	graceful bool
}

func newBurst(p *proc, a *account, graceful bool) *burst {
	return &burst{p: p, acct: a, graceful: graceful, l: &ledger{reports: map[string]string{}},
		client: &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 32}}}
}

// call sends one request with an Idempotency-Key (so that a retry after a
// connection closed between requests is safe) and returns status and body. stop
// is true when the worker must end: the server is gone.
func (b *burst) call(method, url string, hdr map[string]string, body []byte) (status int, out []byte, stop bool) {
	req, _ := http.NewRequest(method, url, bytes.NewReader(body))
	conns, reused := 0, false
	req = req.WithContext(httptrace.WithClientTrace(req.Context(), &httptrace.ClientTrace{
		GotConn: func(i httptrace.GotConnInfo) { conns++; reused = i.Reused },
	}))
	defer func() {
		if conns > 1 {
			b.l.mu.Lock()
			b.l.retries += conns - 1
			b.l.mu.Unlock()
		}
	}()
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	req.Header.Set("Idempotency-Key", randomHex(12))
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := b.client.Do(req)
	if err == nil {
		out, err = io.ReadAll(resp.Body)
		resp.Body.Close()
		if err == nil {
			return resp.StatusCode, out, false
		}
	}
	if b.graceful && !reused && (errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)) {
		// The kernel completed the handshake into the listen queue just before
		// the listener closed; closing it resets what was queued. The server never
		// read this request, which the SIGTERM checks confirm: nothing unanswered
		// may be stored or charged.
		b.l.mu.Lock()
		b.l.unaccepted++
		b.l.mu.Unlock()
		return 0, nil, true
	}
	if b.graceful && !errors.Is(err, syscall.ECONNREFUSED) {
		b.l.badf("%s %s during a graceful stop: got %v; want an answer or a refused connection", method, url, err)
	}
	return 0, nil, true
}

// traffic sends reports and live checks, alternately, each with new content.
func (b *burst) traffic(worker int) {
	for i := 0; ; i++ {
		content := fmt.Sprintf("crash burst %d-%d: your parcel is held, pay the fee at http://parcel-fee-%d-%d.example/pay", worker, i, worker, i)
		if i%2 == 0 {
			body, _ := json.Marshal(map[string]string{"content": content, "content_type": "sms", "scam_type": "fake_delivery"})
			status, out, stop := b.call("POST", "http://"+b.p.public+"/v1/report", map[string]string{"X-API-Key": b.acct.live}, body)
			if stop {
				return
			}
			var r struct{ ID string }
			if status != 201 || json.Unmarshal(out, &r) != nil || r.ID == "" {
				b.l.badf("report: got %d %s; want 201 with an id", status, out)
				return
			}
			b.l.mu.Lock()
			b.l.reports[r.ID] = content
			b.l.mu.Unlock()
			continue
		}
		body, _ := json.Marshal(map[string]string{"content": content})
		b.l.mu.Lock()
		b.l.pendingCk++
		b.l.mu.Unlock()
		status, out, stop := b.call("POST", "http://"+b.p.public+"/v1/check", map[string]string{"X-API-Key": b.acct.live}, body)
		if stop {
			return
		}
		var r struct{ Cached bool }
		if status != 200 || json.Unmarshal(out, &r) != nil || r.Cached {
			b.l.badf("check: got %d %.100s; want 200, not cached", status, out)
			return
		}
		b.l.mu.Lock()
		b.l.pendingCk--
		b.l.checks = append(b.l.checks, time.Now())
		b.l.mu.Unlock()
	}
}

// keyOps creates live keys, regenerates them, and deletes every third.
func (b *burst) keyOps() {
	admin := map[string]string{"Authorization": "Bearer " + b.p.token}
	for i := 0; ; i++ {
		k := &keyState{pending: "create"}
		b.l.mu.Lock()
		b.l.keys = append(b.l.keys, k)
		b.l.mu.Unlock()
		body, _ := json.Marshal(map[string]string{"name": "burst " + strconv.Itoa(i), "type": "live"})
		status, out, stop := b.call("POST", "http://"+b.p.admin+"/admin/v1/accounts/"+b.acct.id+"/keys", admin, body)
		if stop {
			return
		}
		var r struct{ ID, Key string }
		if status != 201 || json.Unmarshal(out, &r) != nil || r.Key == "" {
			b.l.badf("create key: got %d %s; want 201 with a key", status, out)
			return
		}
		b.l.mu.Lock()
		k.id, k.secret, k.pending = r.ID, r.Key, ""
		k.pending = "regenerate"
		b.l.mu.Unlock()
		status, out, stop = b.call("POST", "http://"+b.p.admin+"/admin/v1/keys/"+k.id+"/regenerate", admin, nil)
		if stop {
			return
		}
		if status != 200 || json.Unmarshal(out, &r) != nil || r.Key == "" {
			b.l.badf("regenerate key: got %d %s; want 200 with a key", status, out)
			return
		}
		b.l.mu.Lock()
		k.old, k.secret, k.pending = append(k.old, k.secret), r.Key, ""
		b.l.mu.Unlock()
		if i%3 != 2 {
			continue
		}
		b.l.mu.Lock()
		k.pending = "delete"
		b.l.mu.Unlock()
		status, out, stop = b.call("DELETE", "http://"+b.p.admin+"/admin/v1/keys/"+k.id, admin, nil)
		if stop {
			return
		}
		if status != 204 {
			b.l.badf("delete key: got %d %s; want 204", status, out)
			return
		}
		b.l.mu.Lock()
		k.deleted, k.pending = true, ""
		b.l.mu.Unlock()
	}
}

// run starts the workers, sends sig once enough was acknowledged, and waits for
// the workers and the process to end. It returns when sig was sent.
func (b *burst) run(t *testing.T, sig syscall.Signal) time.Time {
	t.Helper()
	var wg sync.WaitGroup
	for w := range 6 {
		wg.Go(func() { b.traffic(w) })
	}
	for range 2 {
		wg.Go(b.keyOps)
	}
	// Mid-burst: once a fair amount was acknowledged over several flush intervals
	// (so that the usage lost can be compared with the last ones), bounded in time.
	begin := time.Now()
	deadline := begin.Add(60 * time.Second)
	for time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		b.l.mu.Lock()
		enough := len(b.l.reports) >= 150 && len(b.l.checks) >= 150 && len(b.l.keys) >= 12
		b.l.mu.Unlock()
		if enough && time.Since(begin) > 4*flushInterval {
			break
		}
	}
	sent := time.Now()
	if err := b.p.stop(sig, time.Minute); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	return sent
}

// state is what a restarted server says about the account.
type state struct {
	reports map[string]string // id -> content
	keys    map[string]bool   // key ids listed
	usage   int64             // live analyses this month
}

func readState(t *testing.T, p *proc, acctID string) *state {
	t.Helper()
	s := &state{reports: map[string]string{}, keys: map[string]bool{}}
	var list struct {
		Data []struct{ ID, Content, AccountID string }
	}
	getJSON(t, p, "/admin/v1/reports", &list)
	for _, r := range list.Data {
		s.reports[r.ID] = r.Content
	}
	getJSON(t, p, "/admin/v1/accounts/"+acctID+"/keys", &list)
	for _, k := range list.Data {
		s.keys[k.ID] = true
	}
	var acct struct {
		Usage struct {
			Live int64 `json:"live_this_month"`
		}
	}
	getJSON(t, p, "/admin/v1/accounts/"+acctID, &acct)
	s.usage = acct.Usage.Live
	return s
}

func getJSON(t *testing.T, p *proc, path string, v any) {
	t.Helper()
	status, _, body, err := do("GET", "http://"+p.admin+path, map[string]string{"Authorization": "Bearer " + p.token}, nil)
	if err != nil || status != 200 {
		t.Fatalf("GET %s: got %d, %v; want 200: %s", path, status, err, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
}

// keyWorks reports whether secret is accepted (GET /v1/scams costs no quota).
func keyWorks(t *testing.T, p *proc, secret string) bool {
	t.Helper()
	status, _, body, err := do("GET", "http://"+p.public+"/v1/scams", map[string]string{"X-API-Key": secret}, nil)
	if err != nil {
		t.Fatal(err)
	}
	switch status {
	case 200:
		return true
	case 401:
		return false
	}
	t.Fatalf("GET /v1/scams: got %d; want 200 or 401: %s", status, body)
	return false
}

// verifyKeys checks every acknowledged key change survived: keys listed, current
// secrets accepted, replaced and deleted secrets refused. A change in flight when
// the server died may or may not have happened.
func verifyKeys(t *testing.T, p *proc, l *ledger, s *state) (acked int) {
	t.Helper()
	for _, k := range l.keys {
		switch k.pending {
		case "create":
			continue // never acknowledged; its id is unknown
		case "":
			acked++
			if k.deleted {
				if s.keys[k.id] || keyWorks(t, p, k.secret) {
					t.Errorf("key %s: deletion was acknowledged but the key survived the restart", k.id)
				}
				continue
			}
			if !s.keys[k.id] {
				t.Errorf("key %s: creation was acknowledged but the key is gone after the restart", k.id)
			}
			if !keyWorks(t, p, k.secret) {
				t.Errorf("key %s: its acknowledged secret is refused after the restart", k.id)
			}
		case "regenerate":
			if !s.keys[k.id] {
				t.Errorf("key %s: creation was acknowledged but the key is gone after the restart", k.id)
			}
		case "delete":
			if s.keys[k.id] && !keyWorks(t, p, k.secret) {
				t.Errorf("key %s: not deleted, yet its acknowledged secret is refused", k.id)
			}
		}
		for _, old := range k.old {
			if keyWorks(t, p, old) {
				t.Errorf("key %s: a secret replaced by an acknowledged regeneration works again after the restart", k.id)
			}
		}
	}
	return acked
}

// checkBolt opens the store file directly and runs bbolt's consistency check.
func checkBolt(t *testing.T, dir string) {
	t.Helper()
	db, err := bolt.Open(filepath.Join(dir, "scamcheck.db"), 0o600, &bolt.Options{ReadOnly: true, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatalf("cannot open the store file: %v", err)
	}
	defer db.Close()
	err = db.View(func(tx *bolt.Tx) error {
		var errs []error
		for err := range tx.Check() {
			errs = append(errs, err)
		}
		return errors.Join(errs...)
	})
	if err != nil {
		t.Fatalf("store file fails bbolt's check: %v", err)
	}
}

// crashCase runs a burst, stops the server with sig mid-burst, restarts it on the
// same data directory and checks what survived.
func crashCase(t *testing.T, sig syscall.Signal) {
	dir := t.TempDir()
	p := start(t, dir, startOpts{})
	a := p.newAccount(t, "crash "+sig.String())
	b := newBurst(p, a, sig == syscall.SIGTERM)
	sent := b.run(t, sig)
	l := b.l
	for _, err := range l.bad {
		t.Error(err)
	}
	if sig == syscall.SIGTERM {
		if c := p.exitCode(); c != 0 {
			t.Errorf("exit code after SIGTERM: got %d; want 0\n%s", c, p.out)
		}
	}

	q := start(t, dir, startOpts{token: p.token})
	s := readState(t, q, a.id)
	lost := 0
	for id, content := range l.reports {
		got, ok := s.reports[id]
		switch {
		case !ok:
			lost++
		case got != content:
			t.Errorf("report %s: got content %q after the restart; want %q", id, got, content)
		}
	}
	if lost > 0 {
		t.Errorf("%s: got %d of %d acknowledged reports lost; want 0", sig, lost, len(l.reports))
	}
	// The same report again is recognised: 200 with the first id.
	for id, content := range l.reports {
		body, _ := json.Marshal(map[string]string{"content": content, "content_type": "sms", "scam_type": "fake_delivery"})
		status, _, out, err := q.post("/v1/report", a.live, string(body), nil)
		if err != nil || status != 200 || !bytes.Contains(out, []byte(id)) {
			t.Errorf("report again after the restart: got %d %s, %v; want 200 with id %s", status, out, err, id)
		}
		break
	}
	ackedKeys := verifyKeys(t, q, l, s)

	acked := int64(len(l.checks))
	inWindow := 0
	for _, at := range l.checks {
		if at.After(sent.Add(-2 * flushInterval)) {
			inWindow++
		}
	}
	usageLost := acked - s.usage
	unacked := 0
	for id := range s.reports {
		if _, ok := l.reports[id]; !ok {
			unacked++
		}
	}
	t.Logf("%s after %d reports, %d key changes, %d charged checks acknowledged: %d reports lost (%d unanswered ones stored too); usage stored %d, lost %d (acknowledged in the last 2 flush intervals: %d, unanswered checks: %d); %d requests resent by the client on a new connection, %d reset on a connection never accepted",
		sig, len(l.reports), ackedKeys, acked, lost, unacked, s.usage, max(usageLost, 0), inWindow, l.pendingCk, l.retries, l.unaccepted)
	if sig == syscall.SIGTERM && unacked > 0 {
		t.Errorf("SIGTERM: got %d reports stored that the client never had an answer for; want 0 (a graceful stop answers what it read)", unacked)
	}
	switch {
	case sig == syscall.SIGTERM && s.usage != acked:
		t.Errorf("SIGTERM: got usage %d after the restart; want exactly the %d acknowledged checks", s.usage, acked)
	case usageLost > int64(inWindow):
		t.Errorf("SIGKILL: got %d charged checks lost; want at most the %d acknowledged in the last 2 flush intervals", usageLost, inWindow)
	case s.usage > acked+int64(l.pendingCk):
		t.Errorf("got usage %d; want at most %d acknowledged + %d unanswered", s.usage, acked, l.pendingCk)
	}
	if err := q.stop(syscall.SIGTERM, time.Minute); err != nil {
		t.Fatal(err)
	}
	checkBolt(t, dir)
}

func TestCrashSIGKILL(t *testing.T) { t.Parallel(); crashCase(t, syscall.SIGKILL) }

func TestCrashSIGTERM(t *testing.T) { t.Parallel(); crashCase(t, syscall.SIGTERM) }
