package hostile

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// binPath is the scamcheck binary built by TestMain.
var binPath string

// wantOpenFiles is the open-file limit the tests need: 5,000 idle connections on
// both ends of loopback, plus the server's own files.
const wantOpenFiles = 12000

// rlimitErr is set when the open-file limit could not be raised to wantOpenFiles.
var rlimitErr error

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	dir, err := os.MkdirTemp("", "scamcheck-hostile-")
	if err != nil {
		fmt.Fprintf(os.Stderr, "cannot create temp dir: %v\n", err)
		return 1
	}
	defer os.RemoveAll(dir)
	// Raise the open-file limit before any server starts: children inherit it.
	rlimitErr = raiseOpenFiles(wantOpenFiles)
	binPath = filepath.Join(dir, "scamcheck")
	args := []string{"build", "-o", binPath}
	if raceEnabled {
		args = append(args, "-race")
	}
	args = append(args, "scamcheck")
	cmd := exec.Command(goTool(), args...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(os.Stderr, "cannot build scamcheck: %v\n", err)
		return 1
	}
	code := m.Run()
	if err := stopShared(); err != nil {
		fmt.Fprintf(os.Stderr, "shared server: %v\n", err)
		code = 1
	}
	return code
}

// goTool is the go command: $GOROOT/bin/go of the running toolchain when the
// environment says where it is, else the one on PATH.
func goTool() string {
	if root := os.Getenv("GOROOT"); root != "" {
		return filepath.Join(root, "bin", "go")
	}
	return "go"
}

// raiseOpenFiles raises the soft limit on open files to n (and the hard limit when
// allowed, as root).
func raiseOpenFiles(n uint64) error {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return fmt.Errorf("cannot read RLIMIT_NOFILE: %w", err)
	}
	if lim.Cur >= n {
		return nil
	}
	want := lim
	want.Cur = n
	if want.Max < n {
		want.Max = n
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &want); err != nil {
		return fmt.Errorf("cannot raise RLIMIT_NOFILE from %d (hard %d) to %d: %w", lim.Cur, lim.Max, n, err)
	}
	return nil
}

// lockedBuffer collects a process's output.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// proc is a running scamcheck server.
type proc struct {
	cmd     *exec.Cmd
	dataDir string
	token   string // operator token
	public  string // host:port of the public API
	admin   string // host:port of the admin API
	out     *lockedBuffer
	done    chan struct{} // closed when the process exited
	waitErr error
}

// startOpts are the knobs of startProc.
type startOpts struct {
	noToken bool     // let the server generate its operator token
	token   string   // operator token to use; "" means a new random one
	stderr  *os.File // the server's stderr (its logs); nil means collected in proc.out
	args    []string // more serve flags
}

// startProc starts scamcheck on loopback ports with dataDir and waits until it
// listens.
func startProc(dataDir string, o startOpts) (*proc, error) {
	p := &proc{dataDir: dataDir, out: &lockedBuffer{}, done: make(chan struct{})}
	args := []string{"serve", "--addr", "127.0.0.1:0", "--admin-addr", "127.0.0.1:0", "--data-dir", dataDir}
	args = append(args, o.args...)
	p.cmd = exec.Command(binPath, args...)
	// The server dies with the test binary, even when a test panics.
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	p.cmd.Env = os.Environ()
	if !o.noToken {
		p.token = o.token
		if p.token == "" {
			p.token = "sco_" + randomHex(20)
		}
		p.cmd.Env = append(p.cmd.Env, "SCAMCHECK_ADMIN_TOKEN="+p.token)
	}
	p.cmd.Stderr = p.out
	if o.stderr != nil {
		p.cmd.Stderr = o.stderr
	}
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := p.cmd.Start(); err != nil {
		return nil, fmt.Errorf("cannot start scamcheck: %w", err)
	}
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout)
		signalled := false
		for sc.Scan() {
			line := sc.Text()
			fmt.Fprintln(p.out, line)
			if signalled {
				continue
			}
			if _, rest, ok := strings.Cut(line, "public API on "); ok {
				pub, adm, _ := strings.Cut(rest, ", admin API on ")
				p.public, p.admin = pub, adm
				signalled = true
				close(ready)
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	go func() {
		p.waitErr = p.cmd.Wait()
		close(p.done)
	}()
	select {
	case <-ready:
	case <-p.done:
		return nil, fmt.Errorf("scamcheck exited before listening: %v\n%s", p.waitErr, p.out)
	case <-time.After(2 * time.Minute):
		_ = p.cmd.Process.Kill()
		return nil, fmt.Errorf("scamcheck did not listen within 2 minutes:\n%s", p.out)
	}
	if o.noToken {
		b, err := os.ReadFile(filepath.Join(dataDir, "admin.token"))
		if err != nil {
			return nil, fmt.Errorf("cannot read the generated token: %w", err)
		}
		p.token = strings.TrimSpace(string(b))
	}
	return p, nil
}

// start starts a server for one test; it is killed at the end of the test if still
// running, and a data race it reported fails the test.
func start(t *testing.T, dataDir string, o startOpts) *proc {
	t.Helper()
	p, err := startProc(dataDir, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		select {
		case <-p.done:
		default:
			_ = p.cmd.Process.Kill()
			<-p.done
		}
		if strings.Contains(p.out.String(), "DATA RACE") {
			t.Errorf("the server reported a data race:\n%s", p.out)
		}
	})
	return p
}

// signal sends sig and waits for the process to exit.
func (p *proc) stop(sig syscall.Signal, timeout time.Duration) error {
	if err := p.cmd.Process.Signal(sig); err != nil {
		return fmt.Errorf("cannot send %v: %w", sig, err)
	}
	select {
	case <-p.done:
		return nil
	case <-time.After(timeout):
		_ = p.cmd.Process.Kill()
		<-p.done
		return fmt.Errorf("no exit within %s after %v", timeout, sig)
	}
}

// exitCode returns the exit code of an exited process, or -1 when a signal ended it.
func (p *proc) exitCode() int {
	return p.cmd.ProcessState.ExitCode()
}

// rssKB returns the resident set size of the process in KiB.
func (p *proc) rssKB() (int64, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(p.cmd.Process.Pid) + "/status")
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			return strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
		}
	}
	return 0, errors.New("no VmRSS in /proc status")
}

func mustRSS(t *testing.T, p *proc) int64 {
	t.Helper()
	kb, err := p.rssKB()
	if err != nil {
		t.Fatalf("cannot read the server's RSS: %v", err)
	}
	return kb
}

// threads returns the number of OS threads of the process.
func (p *proc) threads() int {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(p.cmd.Process.Pid) + "/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "Threads:"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(v))
			return n
		}
	}
	return -1
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// client is shared by the helpers; every request has a timeout.
var client = &http.Client{Timeout: 30 * time.Second}

// do sends one request and returns the status, headers and body.
func do(method, url string, hdr map[string]string, body []byte) (int, http.Header, []byte, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return 0, nil, nil, err
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, b, err
}

// adminCall calls the admin API with the operator token and decodes the JSON answer.
func (p *proc) adminCall(method, path string, body any) (int, map[string]any, error) {
	var b []byte
	hdr := map[string]string{"Authorization": "Bearer " + p.token}
	if body != nil {
		var err error
		if b, err = json.Marshal(body); err != nil {
			return 0, nil, err
		}
		hdr["Content-Type"] = "application/json"
	}
	status, _, out, err := do(method, "http://"+p.admin+path, hdr, b)
	if err != nil {
		return 0, nil, err
	}
	var m map[string]any
	if len(out) > 0 {
		if err := json.Unmarshal(out, &m); err != nil {
			return status, nil, fmt.Errorf("%s %s: answer is not JSON: %q", method, path, out)
		}
	}
	return status, m, nil
}

func (p *proc) mustAdmin(t *testing.T, method, path string, body any, wantStatus int) map[string]any {
	t.Helper()
	status, m, err := p.adminCall(method, path, body)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	if status != wantStatus {
		t.Fatalf("%s %s: got status %d; want %d (%v)", method, path, status, wantStatus, m)
	}
	return m
}

// account is an account made for a test, with one key of each type.
type account struct {
	id, live, test string
	liveKeyID      string
}

// newAccount creates an enterprise account without rate limit or quota, with a live
// key and a test key.
func (p *proc) newAccount(t *testing.T, name string) *account {
	t.Helper()
	a := p.mustAdmin(t, "POST", "/admin/v1/accounts", map[string]any{
		"name": name, "plan": "enterprise", "monthly_quota": 0, "rate_limit_per_minute": 0}, 201)
	id, _ := a["id"].(string)
	live := p.mustAdmin(t, "POST", "/admin/v1/accounts/"+id+"/keys", map[string]any{"name": "live", "type": "live"}, 201)
	test := p.mustAdmin(t, "POST", "/admin/v1/accounts/"+id+"/keys", map[string]any{"name": "test", "type": "test"}, 201)
	acct := &account{id: id}
	acct.live, _ = live["key"].(string)
	acct.liveKeyID, _ = live["id"].(string)
	acct.test, _ = test["key"].(string)
	if acct.id == "" || acct.live == "" || acct.test == "" {
		t.Fatalf("cannot create an account: got %v, %v, %v", a, live, test)
	}
	return acct
}

// post sends a JSON body to the public API with key.
func (p *proc) post(path, key string, body string, hdr map[string]string) (int, http.Header, []byte, error) {
	h := map[string]string{"X-API-Key": key, "Content-Type": "application/json"}
	for k, v := range hdr {
		h[k] = v
	}
	return do("POST", "http://"+p.public+path, h, []byte(body))
}

var (
	sharedOnce sync.Once
	sharedProc *proc
	sharedAcct *account
	sharedErr  error
	sharedDir  string
)

// shared returns the server shared by the hostile-HTTP tests, with an account. It
// is stopped with SIGTERM after every test ran.
func shared(t *testing.T) (*proc, *account) {
	t.Helper()
	sharedOnce.Do(func() {
		sharedDir, sharedErr = os.MkdirTemp("", "scamcheck-shared-")
		if sharedErr != nil {
			return
		}
		sharedProc, sharedErr = startProc(sharedDir, startOpts{})
		if sharedErr != nil {
			return
		}
		sharedAcct = sharedProc.newAccount(t, "hostile")
	})
	if sharedErr != nil {
		t.Fatalf("cannot start the shared server: %v", sharedErr)
	}
	return sharedProc, sharedAcct
}

// stopShared stops the shared server with SIGTERM and checks it exited cleanly.
func stopShared() error {
	if sharedProc == nil {
		return nil
	}
	defer os.RemoveAll(sharedDir)
	if err := sharedProc.stop(syscall.SIGTERM, time.Minute); err != nil {
		return err
	}
	if strings.Contains(sharedProc.out.String(), "DATA RACE") {
		return fmt.Errorf("the server reported a data race:\n%s", sharedProc.out)
	}
	if c := sharedProc.exitCode(); c != 0 {
		return fmt.Errorf("got exit code %d after SIGTERM; want 0\n%s", c, sharedProc.out)
	}
	return nil
}
