// Package redistest runs real redis-server processes for tests: a standalone
// server, a Sentinel or a Redis Cluster on free loopback ports, killed when the
// test ends.
package redistest

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// Server is a redis-server process run by a test.
type Server struct {
	Addr string // host:port on 127.0.0.1
	Dir  string // working directory: AOF and RDB files

	conf  string   // config file (a Sentinel needs one)
	args  []string // extra command-line arguments
	ready string   // the log line that says it serves
	cmd   *exec.Cmd
}

// Start runs redis-server on a free port with its files in dir and the extra
// arguments args (e.g. "--appendonly", "yes"), waits until it accepts connections
// and kills it when the test ends. Without redis-server on PATH the test fails with
// the command that installs it.
func Start(t testing.TB, dir string, args ...string) *Server {
	t.Helper()
	return start(t, &Server{Dir: dir, args: args, ready: "Ready to accept connections"})
}

// StartSentinel runs a Sentinel watching the master at addr under the name mymaster.
func StartSentinel(t testing.TB, master string) *Server {
	t.Helper()
	dir := t.TempDir()
	host, port, _ := net.SplitHostPort(master)
	conf := filepath.Join(dir, "sentinel.conf")
	if err := os.WriteFile(conf, []byte("sentinel monitor mymaster "+host+" "+port+" 1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return start(t, &Server{Dir: dir, conf: conf, args: []string{"--sentinel"}, ready: "+monitor master mymaster"})
}

// StartCluster runs a Redis Cluster of n masters (no replicas), made with
// redis-cli --cluster create, and waits until every node reports the cluster ok.
// It returns the nodes' addresses.
func StartCluster(t testing.TB, n int) []string {
	t.Helper()
	if _, err := exec.LookPath("redis-cli"); err != nil {
		t.Fatalf("redis-cli is not on PATH: run `make redis-server`: %v", err)
	}
	var nodes []string
	for range n {
		srv := Start(t, t.TempDir(), "--appendonly", "no", "--cluster-enabled", "yes",
			"--cluster-node-timeout", "2000")
		nodes = append(nodes, srv.Addr)
	}
	args := append(append([]string{"--cluster", "create"}, nodes...), "--cluster-replicas", "0", "--cluster-yes")
	if out, err := exec.Command("redis-cli", args...).CombinedOutput(); err != nil {
		t.Fatalf("redis-cli --cluster create: %v\n%s", err, out)
	}
	waitClusterReady(t, nodes)
	return nodes
}

// ClusterURL is the URL of the cluster with the seed nodes at addrs.
func ClusterURL(addrs []string) string {
	seeds := make([]string, len(addrs))
	for i, a := range addrs {
		seeds[i] = "redis://" + a
	}
	return strings.Join(seeds, ",")
}

// waitClusterReady polls each node until it reports the cluster ok (the slots
// assignment spreads by gossip).
func waitClusterReady(t testing.TB, nodes []string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for _, n := range nodes {
		c := redis.NewClient(&redis.Options{Addr: n})
		for {
			info, err := c.ClusterInfo(t.Context()).Result()
			if err == nil && strings.Contains(info, "cluster_state:ok") {
				break
			}
			if time.Now().After(deadline) {
				_ = c.Close()
				t.Fatalf("cluster node %s: got %q, %v; want cluster_state:ok", n, info, err)
			}
			time.Sleep(50 * time.Millisecond)
		}
		_ = c.Close()
	}
}

func start(t testing.TB, s *Server) *Server {
	t.Helper()
	if _, err := exec.LookPath("redis-server"); err != nil {
		t.Fatalf("redis-server is not on PATH: run `make redis-server` (make test does it through make deps): %v", err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.Addr = l.Addr().String()
	_ = l.Close()
	s.Restart(t)
	t.Cleanup(s.Kill)
	return s
}

// URL is the redis:// URL of database 0.
func (s *Server) URL() string { return "redis://" + s.Addr + "/0" }

// Restart starts the process again on the same port and directory (after Kill),
// and waits until it accepts connections.
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	_, port, _ := net.SplitHostPort(s.Addr)
	var args []string
	if s.conf != "" {
		args = append(args, s.conf)
	}
	args = append(append(args,
		"--port", port, "--bind", "127.0.0.1", "--dir", s.Dir, "--logfile", "",
		"--save", "", "--daemonize", "no",
	), s.args...)
	cmd := exec.Command("redis-server", args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("cannot start redis-server: %v", err)
	}
	s.cmd = cmd
	ready := make(chan error, 1)
	go func() {
		var log strings.Builder
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), s.ready) {
				ready <- nil
				_, _ = io.Copy(io.Discard, out)
				return
			}
		}
		ready <- fmt.Errorf("redis-server ended before it was ready:\n%s", log.String())
	}()
	select {
	case err := <-ready:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		s.Kill()
		t.Fatalf("redis-server on %s: not ready after 20s", s.Addr)
	}
}

// Kill ends the process at once (SIGKILL: nothing is saved on the way out).
func (s *Server) Kill() {
	if s.cmd == nil {
		return
	}
	_ = s.cmd.Process.Signal(syscall.SIGKILL)
	_ = s.cmd.Wait()
	s.cmd = nil
}
