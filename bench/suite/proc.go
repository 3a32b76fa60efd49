package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"scamcheck/bench/loadgen"
)

// bench runs the servers under test and the load generator against them.
type bench struct {
	cfg       *config
	pin       bool
	logPrefix string // prepended to each target's name for its log file in cfg.out
	targets   []*target
}

// pinning reports whether servers and load generator can be pinned to CPUs 0 and 1:
// want, two CPUs or more, and taskset on PATH.
func pinning(want bool) bool {
	pin := want && runtime.NumCPU() >= 2
	if _, err := exec.LookPath("taskset"); pin && err != nil {
		log.Printf("taskset not found: running unpinned")
		pin = false
	}
	return pin
}

// command returns argv pinned to cpu when pinning is on.
func (b *bench) command(cpu string, argv ...string) *exec.Cmd {
	if b.pin {
		argv = append([]string{"taskset", "-c", cpu}, argv...)
	}
	return exec.Command(argv[0], argv[1:]...)
}

// start spawns t's server on a fresh loopback port, its output appended to a log file.
func (b *bench) start(t *target) error {
	addr, err := freeAddr()
	if err != nil {
		return err
	}
	if t.log == nil {
		if t.log, err = os.Create(filepath.Join(b.cfg.out, b.logPrefix+t.Name+".log")); err != nil {
			return fmt.Errorf("cannot create log: %w", err)
		}
	}
	t.addr = addr
	t.cmd = b.command("0", t.argv(addr)...)
	t.cmd.Stdout, t.cmd.Stderr = t.log, t.log
	if err := t.cmd.Start(); err != nil {
		return fmt.Errorf("cannot start %s: %w", t.Name, err)
	}
	done, cmd := make(chan struct{}), t.cmd
	t.done = done
	go func() {
		_ = cmd.Wait()
		close(done)
	}()
	return nil
}

// stop ends t's server with SIGTERM, then SIGKILL after 10 s.
func (b *bench) stop(t *target) {
	if t.cmd == nil || t.cmd.Process == nil {
		return
	}
	_ = t.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-t.done:
	case <-time.After(10 * time.Second):
		_ = t.cmd.Process.Kill()
		<-t.done
	}
	t.cmd = nil
}

// stopAll stops the targets in reverse order, so that a server outlives the ones
// added after it (redis-server outlives the nodes using it), and closes their logs.
func (b *bench) stopAll() {
	for i := len(b.targets) - 1; i >= 0; i-- {
		t := b.targets[i]
		b.stop(t)
		if t.log != nil {
			t.log.Close()
		}
	}
}

// exited reports whether t's server process has ended.
func (t *target) exited() bool {
	select {
	case <-t.done:
		return true
	default:
		return false
	}
}

// waitFor calls ready every interval until it returns nil, failing when t's process
// exits or after limit.
func waitFor(t *target, limit, interval time.Duration, ready func() error) error {
	deadline := time.Now().Add(limit)
	for {
		err := ready()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not ready after %s (see %s): %w", limit, t.log.Name(), err)
		}
		if t.exited() {
			return fmt.Errorf("exited during start-up (see %s)", t.log.Name())
		}
		time.Sleep(interval)
	}
}

// waitServing polls POST /v1/check every millisecond, each time on a new connection,
// until it answers 200.
func waitServing(t *target, limit time.Duration) error {
	client := &http.Client{Timeout: time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	url := "http://" + t.addr + "/v1/check"
	err := waitFor(t, limit, time.Millisecond, func() error {
		req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(probeBody))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-API-Key", t.key)
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("got status %s; want 200", resp.Status)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("not serving 200 on %s: %w", url, err)
	}
	return nil
}

// scamcheckTarget returns a scamcheck target named name on dataDir, with its admin
// listener on a free loopback port, -scamcheck-flags and then extra on its command line.
func (b *bench) scamcheckTarget(name, dataDir string, extra ...string) (*target, error) {
	adminAddr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	t := &target{Name: name, dataDir: dataDir, adminAddr: adminAddr}
	t.argv = func(addr string) []string {
		argv := []string{b.cfg.scamcheck, "--addr", addr, "--admin-addr", adminAddr, "--data-dir", dataDir}
		argv = append(argv, strings.Fields(b.cfg.scamcheckFlags)...)
		return append(argv, extra...)
	}
	return t, nil
}

// startScamcheck starts t (a scamcheckTarget), creates account (the body of POST
// /admin/v1/accounts) and a live key for it through the admin API (D20b), and waits
// until t serves /v1/check with that key. It returns the account's id.
func (b *bench) startScamcheck(t *target, account string) (string, error) {
	if err := b.start(t); err != nil {
		return "", err
	}
	var token []byte
	err := waitFor(t, 30*time.Second, 20*time.Millisecond, func() error {
		var err error
		if token, err = os.ReadFile(filepath.Join(t.dataDir, "admin.token")); err != nil {
			return err
		}
		if len(bytes.TrimSpace(token)) == 0 {
			return errors.New("empty admin token")
		}
		c, err := net.DialTimeout("tcp", t.adminAddr, time.Second)
		if err != nil {
			return err
		}
		return c.Close()
	})
	if err != nil {
		return "", fmt.Errorf("no admin token in %s and admin listener %s: %w", t.dataDir, t.adminAddr, err)
	}
	admin := "http://" + t.adminAddr + "/admin/v1"
	auth := "Bearer " + string(bytes.TrimSpace(token))
	var acct struct{ ID string }
	if err := postJSON(admin+"/accounts", auth, account, http.StatusCreated, &acct); err != nil {
		return "", fmt.Errorf("cannot create the load account: %w", err)
	}
	var key struct{ Key string }
	if err := postJSON(admin+"/accounts/"+acct.ID+"/keys", auth, `{"name":"k","type":"live"}`, http.StatusCreated, &key); err != nil {
		return "", fmt.Errorf("cannot create the live key: %w", err)
	}
	t.key = key.Key
	if err := waitServing(t, 30*time.Second); err != nil {
		return "", err
	}
	return acct.ID, nil
}

// summary is a loadgen run as the suite sees it: loadgen's JSON summary and the
// generator's CPU use.
type summary struct {
	loadgen.Summary
	// clientCPUPct is the load generator's CPU time over its run's wall time, in
	// percent of its one core: near 100, the client limits what is measured.
	clientCPUPct float64
}

func (s *summary) failed() int64 {
	n := int64(0)
	for code, c := range s.Status {
		if !strings.HasPrefix(code, "2") {
			n += c
		}
	}
	for _, c := range s.Errors {
		n += c
	}
	return n
}

// loadgen runs the load generator pinned to CPU 1 against t and decodes its summary.
func (b *bench) loadgen(t *target, args ...string) (*summary, error) {
	argv := append([]string{b.cfg.loadgen, "-url", "http://" + t.addr, "-key", t.key, "-progress=false"}, args...)
	cmd := b.command("1", argv...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	began := time.Now()
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("loadgen failed: %w: %s", err, stderr.String())
	}
	wall := time.Since(began)
	var s summary
	if err := json.Unmarshal(stdout.Bytes(), &s); err != nil {
		return nil, fmt.Errorf("cannot decode the loadgen summary: %w", err)
	}
	if ps := cmd.ProcessState; ps != nil && wall > 0 {
		s.clientCPUPct = 100 * float64(ps.UserTime()+ps.SystemTime()) / float64(wall)
	}
	if s.Requests == 0 {
		return nil, errors.New("loadgen sent no request")
	}
	return &s, nil
}

// postJSON posts body with an Authorization header and decodes the JSON answer,
// which must have status want, into out.
func postJSON(url, auth, body string, want int, out any) error {
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", auth)
	return do(req, want, out)
}

// postJSONKey posts body with an X-API-Key header and decodes the JSON answer, which
// must be 200, into out.
func postJSONKey(url, key, body string, out any) error {
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-API-Key", key)
	return do(req, http.StatusOK, out)
}

func do(req *http.Request, want int, out any) error {
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != want {
		return fmt.Errorf("%s %s: got status %d; want %d: %s", req.Method, req.URL, resp.StatusCode, want, data)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("cannot decode %s answer %q: %w", req.URL, data, err)
	}
	return nil
}

// freeAddr returns a loopback address with a port free at the time of the call.
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("cannot find a free port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}
