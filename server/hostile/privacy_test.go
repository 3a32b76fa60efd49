package hostile

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"scamcheck/server/store/redistest"
)

// TestCheckedContentNeverPersisted: content sent to every endpoint that analyses it
// (/v1/check in both shapes, /v1/batch, with and without an Idempotency-Key, and the
// operator's /admin/v1/check) leaves no trace in the store or the logs: a canary,
// a random string inside a URL's host, an SMS and an e-mail, is looked for in the
// bbolt file, in Redis (every key and value through the client, the RDB file after
// SAVE and the append-only file, written uncompressed) and in the server's output.
// A retry still replays the first answer, after a restart too.
func TestCheckedContentNeverPersisted(t *testing.T) {
	t.Run("bolt", func(t *testing.T) {
		dir := t.TempDir()
		canary := sendCanary(t, dir, nil)
		grepFiles(t, canary, dir)
	})
	t.Run("redis", func(t *testing.T) {
		rdir := t.TempDir()
		r := redistest.Start(t, rdir, "--appendonly", "yes", "--rdbcompression", "no", "--save", "")
		canary := sendCanary(t, t.TempDir(), []string{"--redis", "redis://" + r.Addr})
		c := redis.NewClient(&redis.Options{Addr: r.Addr})
		defer c.Close()
		ctx := t.Context()
		var keys []string
		iter := c.Scan(ctx, 0, "*", 0).Iterator()
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		if err := iter.Err(); err != nil {
			t.Fatalf("SCAN: %v", err)
		}
		if len(keys) == 0 {
			t.Fatalf("Redis holds no key; want the accounts, keys and idempotent answers")
		}
		for _, k := range keys {
			if holds([]byte(k), canary) {
				t.Fatalf("Redis key %q holds the canary", k)
			}
			v, err := c.Dump(ctx, k).Result() // every type, serialized; uncompressed as configured
			if err != nil {
				t.Fatalf("DUMP %s: %v", k, err)
			}
			if holds([]byte(v), canary) {
				t.Fatalf("Redis value of %q holds the canary", k)
			}
		}
		if err := c.Save(ctx).Err(); err != nil {
			t.Fatalf("SAVE: %v", err)
		}
		if _, err := os.Stat(filepath.Join(rdir, "dump.rdb")); err != nil {
			t.Fatalf("no RDB file after SAVE: %v", err)
		}
		grepFiles(t, canary, rdir)
	})
}

// sendCanary starts a server on dataDir with extra flags, sends content holding a
// fresh canary through every analysing endpoint, checks that the answers quote it
// (so that a store keeping them would hold it), restarts the server and checks
// that a retry replays its first answer, then stops it with SIGTERM. It fails the
// test when the server's output holds the canary, and returns the canary.
func sendCanary(t *testing.T, dataDir string, flags []string) string {
	t.Helper()
	canary := "cnry" + randomHex(10)
	url := "http://paypal-" + canary + ".secure-login.top/verify"
	sms := "URGENT " + canary + ": your parcel is held, pay the 1.99 GBP fee at " + url
	email := "From: PayPal <service@paypal-" + canary + ".top>\nSubject: Account locked\n\nDear customer " + canary +
		", confirm your password at " + url + " within 24 hours."
	args := append([]string{"--log-level", "debug", "--log-lines-per-second", "0"}, flags...)
	p := start(t, dataDir, startOpts{args: args})
	a := p.newAccount(t, "privacy")
	quote := func(s string) string { b, _ := json.Marshal(s); return string(b) }

	post := func(path, body, idem string) []byte {
		t.Helper()
		var hdr map[string]string
		if idem != "" {
			hdr = map[string]string{"Idempotency-Key": idem}
		}
		status, _, out, err := p.post(path, a.live, body, hdr)
		if err != nil || status != 200 {
			t.Fatalf("POST %s: got %d %v %.300q; want 200", path, status, err, out)
		}
		return out
	}
	type kept struct{ path, body, idem string }
	var replays []kept
	for i, c := range []struct{ content, typ string }{{url, "url"}, {sms, "sms"}, {email, "email"}, {url, ""}} {
		body := `{"content":` + quote(c.content) + `,"type":"` + c.typ + `"}`
		if c.typ == "" {
			body = `{"content":` + quote(c.content) + `}`
		}
		post("/v1/check", body, "")
		post("/v1/check?shape=quickstart", body, "")
		idem := fmt.Sprintf("check-%d-%s", i, randomHex(4))
		out := post("/v1/check", body, idem)
		if c.typ == "url" && !bytes.Contains(out, []byte(canary)) {
			t.Fatalf("the check answer does not quote the canary's host; the test needs one that does: %s", out)
		}
		replays = append(replays, kept{"/v1/check", body, idem})
		idem = fmt.Sprintf("quick-%d-%s", i, randomHex(4))
		post("/v1/check?shape=quickstart", body, idem)
		replays = append(replays, kept{"/v1/check?shape=quickstart", body, idem})
		status, _, out, err := do("POST", "http://"+p.admin+"/admin/v1/check",
			map[string]string{"Authorization": "Bearer " + p.token, "Content-Type": "application/json"}, []byte(body))
		if err != nil || status != 200 {
			t.Fatalf("POST /admin/v1/check: got %d %v %.300q; want 200", status, err, out)
		}
	}
	batch := `{"items":[{"content":` + quote(url) + `,"type":"url"},{"content":` + quote(sms) + `},{"content":` + quote(email) + `,"type":"email"}]}`
	post("/v1/batch", batch, "")
	idem := "batch-" + randomHex(4)
	post("/v1/batch", batch, idem)
	replays = append(replays, kept{"/v1/batch", batch, idem})

	// A retry after a lost answer replays it, also once the process restarted.
	first := make([][]byte, len(replays))
	for i, r := range replays {
		first[i] = post(r.path, r.body, r.idem)
	}
	if err := p.stop(syscall.SIGTERM, time.Minute); err != nil {
		t.Fatal(err)
	}
	out := p.out.String()
	p = start(t, dataDir, startOpts{args: args, token: p.token})
	for i, r := range replays {
		status, hdr, again, err := p.post(r.path, a.live, r.body, map[string]string{"Idempotency-Key": r.idem})
		if err != nil || status != 200 || hdr.Get("Idempotent-Replayed") != "true" || !bytes.Equal(again, first[i]) {
			t.Fatalf("retry of %s after a restart: got %d %v replayed=%q %.300q; want the first answer %.300q",
				r.path, status, err, hdr.Get("Idempotent-Replayed"), again, first[i])
		}
	}
	if err := p.stop(syscall.SIGTERM, time.Minute); err != nil {
		t.Fatal(err)
	}
	out += p.out.String()
	if strings.Count(out, `"msg":"request"`) < 10 {
		t.Fatalf("the server wrote %d access lines; want one per request:\n%.2000s", strings.Count(out, `"msg":"request"`), out)
	}
	if holds([]byte(out), canary) {
		t.Fatalf("the server's output holds the canary %s:\n%s", canary, out)
	}
	return canary
}

// forms returns canary and its base64 forms at each of the three alignments (JSON
// writes a []byte in base64), without the edge characters that depend on the bytes
// around it.
func forms(canary string) [][]byte {
	out := [][]byte{[]byte(canary)}
	for shift := range 3 {
		e := base64.StdEncoding.EncodeToString(append(make([]byte, shift), canary...))
		out = append(out, []byte(e[(shift*4+2)/3:len(e)-4]))
	}
	return out
}

// holds reports whether b holds canary in one of its forms.
func holds(b []byte, canary string) bool {
	for _, f := range forms(canary) {
		if bytes.Contains(b, f) {
			return true
		}
	}
	return false
}

// grepFiles fails the test when a file under dir holds canary.
func grepFiles(t *testing.T, canary, dir string) {
	t.Helper()
	n := 0
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n++
		if holds(b, canary) {
			return fmt.Errorf("%s holds the canary %s", path, canary)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatalf("no file under %s; want the store's files", dir)
	}
}

// TestCanaryForms: the search finds a canary in the base64 of any text around it.
func TestCanaryForms(t *testing.T) {
	canary := "cnry" + randomHex(10)
	for pre := range 4 {
		text := strings.Repeat("x", pre) + "reason: " + canary + " quoted"
		if !holds([]byte(base64.StdEncoding.EncodeToString([]byte(text))), canary) {
			t.Fatalf("holds misses the canary in the base64 of %q", text)
		}
	}
	if holds([]byte("cnry"+randomHex(10)), canary) {
		t.Fatalf("holds finds a canary that is not there")
	}
}
