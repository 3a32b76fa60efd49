package hostile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestHostileStuckStderr runs the server with stderr on a pipe nobody reads, as
// when the process collecting its logs hangs. The API must keep answering; lines
// past what the server holds in memory are dropped and counted, and once stderr is
// read again a warning says how many.
func TestHostileStuckStderr(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// Every access line written (no per-second cap), for volume.
	p := start(t, t.TempDir(), startOpts{stderr: w, args: []string{"--log-lines-per-second", "0"}})
	w.Close() // the server holds the only write end
	a := p.newAccount(t, "stuck stderr")

	// 3,000 checks and 3,000 requests for a 250-byte path: about 2.6 MB of access
	// lines, well past the pipe's 64 KiB and the 2 MiB held in memory.
	const perKind = 3000
	long := "/v1/" + strings.Repeat("x", 250)
	var wg sync.WaitGroup
	var mu sync.Mutex
	bad := map[string]int{}
	for g := range 4 {
		wg.Go(func() {
			for i := g; i < 2*perKind; i += 4 {
				var status int
				var err error
				want := 200
				if i%2 == 0 {
					status, _, _, err = p.post("/v1/check", a.live, fmt.Sprintf(`{"content":"http://stuck-stderr-%d.example/login"}`, i), nil)
				} else {
					want = 404
					status, _, _, err = do("GET", "http://"+p.public+long, nil, nil)
				}
				if err != nil || status != want {
					mu.Lock()
					bad[fmt.Sprintf("status %d, want %d, error %v", status, want, err)]++
					mu.Unlock()
					return // a stalled server would take the client timeout each time
				}
			}
		})
	}
	wg.Wait()
	for what, n := range bad {
		t.Errorf("with stderr stuck: %d requests got %s", n, what)
	}

	status, _, metrics, err := do("GET", "http://"+p.admin+"/metrics", map[string]string{"Authorization": "Bearer " + p.token}, nil)
	if err != nil || status != 200 {
		t.Fatalf("GET /metrics: got %d, %v", status, err)
	}
	m := regexp.MustCompile(`(?m)^scamcheck_log_lines_dropped_total (\d+)$`).FindSubmatch(metrics)
	if m == nil {
		t.Fatalf("no scamcheck_log_lines_dropped_total in /metrics")
	}
	dropped, _ := strconv.Atoi(string(m[1]))
	if dropped == 0 {
		t.Errorf("scamcheck_log_lines_dropped_total = 0 after %d requests with stderr stuck; want lines dropped", 2*perKind)
	}

	// Read stderr again, then stop the server: every line is either written or
	// counted in a warning, and the warnings add up to the metric.
	var out bytes.Buffer
	read := make(chan error, 1)
	go func() {
		_, err := out.ReadFrom(r)
		read <- err
	}()
	if err := p.stop(syscall.SIGTERM, time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := <-read; err != nil {
		t.Fatal(err)
	}
	if c := p.exitCode(); c != 0 {
		t.Errorf("exit code after SIGTERM: got %d; want 0", c)
	}
	if bytes.Contains(out.Bytes(), []byte("DATA RACE")) {
		t.Errorf("the server reported a data race:\n%s", out.Bytes())
	}
	var written, notices, warned int
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var line struct {
			Msg      string
			Path     string
			Dropped  int
			Endpoint string
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("a stderr line is not JSON (torn by the drops?): %v: %.200s", err, sc.Bytes())
		}
		switch {
		case line.Msg == "request" && (line.Path == "/v1/check" || line.Path == long):
			written++
		case strings.HasPrefix(line.Msg, "log lines dropped"):
			notices++
			warned += line.Dropped
		}
	}
	t.Logf("%d requests with stderr stuck: %d access lines written, %d dropped (%d warning lines), metric %d",
		2*perKind, written, warned, notices, dropped)
	if notices == 0 || warned < dropped {
		t.Errorf("got %d warning lines counting %d dropped lines; want at least the %d of the metric", notices, warned, dropped)
	}
	// Lines other than these requests' (admin calls, events) may have been dropped
	// too, so written + warned can exceed the requests, never fall short.
	if written+warned < 2*perKind {
		t.Errorf("got %d access lines written + %d dropped; want at least the %d requests: lines lost without a count", written, warned, 2*perKind)
	}
}
