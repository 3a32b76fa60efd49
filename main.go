// Command scamcheck serves the ScamCheck API and administers a running server.
//
//	scamcheck [serve] [flags]        serve the public API and the admin API
//	scamcheck accounts <command>     list, get, create, update accounts
//	scamcheck keys <command>         list, create, regenerate, delete API keys
//	scamcheck reports <command>      list, confirm, reject community reports
//	scamcheck healthcheck [-url URL]  exit 0 when a probe answers 200 (for containers)
//	scamcheck version                print the version
//
// Every flag has an environment variable equivalent (SCAMCHECK_ADDR, ...).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/VictoriaMetrics/metrics"

	"scamcheck/data"
	"scamcheck/engine"
	"scamcheck/server"
	"scamcheck/server/dashboard"
	"scamcheck/server/openapi"
	"scamcheck/server/store"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// shutdownGrace is how long SIGTERM waits for in-flight requests.
const shutdownGrace = 30 * time.Second

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	} else if len(args) > 0 && isHelp(args[0]) {
		usage(os.Stdout)
		return 0
	}
	switch cmd {
	case "serve":
		return serve(args)
	case "accounts", "keys", "reports":
		return admin(cmd, args)
	case "healthcheck":
		return healthcheck(args)
	case "version":
		fmt.Println("scamcheck", version)
		return 0
	case "help":
		usage(os.Stdout)
		return 0
	}
	fmt.Fprintf(os.Stderr, "scamcheck: unknown command %q\n", cmd)
	usage(os.Stderr)
	return 2
}

func isHelp(arg string) bool {
	switch arg {
	case "-h", "-help", "--help", "--h":
		return true
	}
	return false
}

// usage prints the commands, one line each, and the flags of serve, the default.
func usage(w io.Writer) {
	fmt.Fprint(w, `usage: scamcheck [command] [flags]

commands:
  serve        serve the public API and the admin API (the default command)
  accounts     list, get, create, update accounts, through a running server's admin API
  keys         list, create, regenerate, delete API keys, through the admin API
  reports      list, confirm, reject community reports, through the admin API
  healthcheck  exit 0 when a running server's probe (default /readyz on :8080) answers 200
  version      print the version
  help         print this help

"scamcheck <command> -h" prints the flags of a command. Flags of serve:
`)
	fs, _ := serveFlags()
	fs.SetOutput(w)
	fs.PrintDefaults()
}

// envOr returns the environment variable name, or def when it is unset.
func envOr(name, def string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	return def
}

// commonFlags are the flags shared by serve and the admin commands.
type commonFlags struct {
	adminAddr, adminToken, dataDir string
}

func (c *commonFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&c.adminAddr, "admin-addr", envOr("SCAMCHECK_ADMIN_ADDR", "127.0.0.1:8081"), "admin API address: where serve listens, where the other commands call it (env SCAMCHECK_ADMIN_ADDR)")
	fs.StringVar(&c.adminToken, "admin-token", envOr("SCAMCHECK_ADMIN_TOKEN", ""), "operator token; default: the one in <data-dir>/admin.token (env SCAMCHECK_ADMIN_TOKEN)")
	fs.StringVar(&c.dataDir, "data-dir", envOr("SCAMCHECK_DATA_DIR", "./scamcheck-data"), "directory of the embedded store and the operator token (env SCAMCHECK_DATA_DIR)")
}

// serveOptions are the values of serve's flags.
type serveOptions struct {
	common                               commonFlags
	addr, redisURL                       string
	logLevel, logSample, logLinesPerSecs string
}

// serveFlags defines serve's flags.
func serveFlags() (*flag.FlagSet, *serveOptions) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	o := &serveOptions{}
	fs.StringVar(&o.addr, "addr", envOr("SCAMCHECK_ADDR", ":8080"), "public API listen address (env SCAMCHECK_ADDR)")
	fs.StringVar(&o.redisURL, "redis", envOr("SCAMCHECK_REDIS", ""), "Redis URL for cluster mode instead of the embedded store (env SCAMCHECK_REDIS)")
	fs.StringVar(&o.logLevel, "log-level", envOr("SCAMCHECK_LOG_LEVEL", "info"), "JSON log level on stderr: debug (adds probes, scrapes, stats polls), info (requests), warn, error (env SCAMCHECK_LOG_LEVEL)")
	fs.StringVar(&o.logSample, "log-sample-rate", envOr("SCAMCHECK_LOG_SAMPLE_RATE", "1"), "fraction (0-1] of ordinary requests written to the access log; errors and admin changes are always written (env SCAMCHECK_LOG_SAMPLE_RATE)")
	fs.StringVar(&o.logLinesPerSecs, "log-lines-per-second", envOr("SCAMCHECK_LOG_LINES_PER_SECOND", "1000"), "most ordinary access lines written per second, the others counted and reported once a second; errors and admin changes are always written; 0: no cap (env SCAMCHECK_LOG_LINES_PER_SECOND)")
	o.common.register(fs)
	return fs, o
}

func serve(args []string) int {
	fs, o := serveFlags()
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: scamcheck [serve] [flags]\n\nServes the public API and the admin API until SIGTERM or Ctrl-C. Flags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitCodeOf(err)
	}
	// Log lines are batched: one write per 200 ms or 32 KiB, not one per request.
	logOut := server.NewLogWriter(os.Stderr, 200*time.Millisecond)
	defer logOut.Close()
	lg, err := newLogs(logOut, o.logLevel, o.logSample, o.logLinesPerSecs)
	if err != nil {
		fmt.Fprintf(os.Stderr, "scamcheck: %v\n", err)
		return 2
	}
	if err := serveUntilSignal(o.addr, o.redisURL, &o.common, lg); err != nil {
		fmt.Fprintf(os.Stderr, "scamcheck: %v\n", err)
		return 1
	}
	return 0
}

// logs are the server's two JSON logs on one writer: events through slog, and the
// access log, sampled at rate.
type logs struct {
	events         *slog.Logger
	access         *server.AccessLog
	rate           float64
	linesPerSecond int
}

// newLogs builds the logs of --log-level, --log-sample-rate and
// --log-lines-per-second.
func newLogs(w io.Writer, level, sampleRate, linesPerSecond string) (logs, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(level)); err != nil {
		return logs{}, fmt.Errorf("--log-level must be debug, info, warn or error: %w", err)
	}
	rate, err := strconv.ParseFloat(sampleRate, 64)
	if err != nil || !(rate > 0 && rate <= 1) {
		return logs{}, fmt.Errorf("--log-sample-rate must be a number in (0, 1], got %q", sampleRate)
	}
	lines, err := strconv.Atoi(linesPerSecond)
	if err != nil || lines < 0 {
		return logs{}, fmt.Errorf("--log-lines-per-second must be a whole number, 0 or more, got %q", linesPerSecond)
	}
	return logs{
		events:         slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: lvl})),
		access:         server.NewAccessLog(w, lvl),
		rate:           rate,
		linesPerSecond: lines,
	}, nil
}

// eventLogf adapts the server's event log to logger: warnings, and errors for
// broken invariants ("BUG: ...").
func eventLogf(logger *slog.Logger) func(format string, args ...any) {
	return func(format string, args ...any) {
		level := slog.LevelWarn
		if strings.HasPrefix(format, "BUG") {
			level = slog.LevelError
		}
		logger.Log(context.Background(), level, fmt.Sprintf(format, args...))
	}
}

func serveUntilSignal(addr, redisURL string, c *commonFlags, lg logs) error {
	logger := lg.events
	// Both listeners are bound before anything is created (D21a): a busy port leaves
	// no data directory, operator token or demo account behind.
	pub, err := listen(addr, "--addr (env SCAMCHECK_ADDR)")
	if err != nil {
		return err
	}
	defer pub.Close()
	adm, err := listen(c.adminAddr, "--admin-addr (env SCAMCHECK_ADMIN_ADDR)")
	if err != nil {
		return err
	}
	defer adm.Close()
	if err := os.MkdirAll(c.dataDir, 0o700); err != nil {
		return fmt.Errorf("cannot create data directory: %w", err)
	}
	var st store.Store
	// Cluster mode: rate limits and quota shared through Redis (nil: in memory).
	var limiter server.RateLimiter
	var meter server.Meter
	if redisURL != "" {
		r, err := store.OpenRedis(redisURL)
		if err != nil {
			return fmt.Errorf("cannot open store: %w", err)
		}
		defer r.Close()
		cl, err := server.NewCluster(r, nil, eventLogf(logger))
		if err != nil {
			return err
		}
		// After the server's Shutdown: gives back what the node's leases hold.
		defer func() {
			if err := cl.Close(); err != nil {
				eventLogf(logger)("cluster: %v", err)
			}
		}()
		st, limiter, meter = r, cl, cl
	} else {
		b, err := store.OpenBolt(filepath.Join(c.dataDir, "scamcheck.db"))
		if err != nil {
			return fmt.Errorf("cannot open store: %w", err)
		}
		defer b.Close()
		st = b
	}

	token, created, err := server.OperatorToken(c.dataDir, c.adminToken)
	if err != nil {
		return err
	}
	eng, err := engine.New(data.FS)
	if err != nil {
		return fmt.Errorf("cannot build engine: %w", err)
	}
	metrics.ExposeMetadata(true) // # TYPE lines at /metrics
	srv, err := server.New(server.Config{
		Addr: addr, AdminAddr: c.adminAddr, PublicListener: pub, AdminListener: adm,
		AdminToken: token, Store: st, Engine: eng,
		Limiter: limiter, Meter: meter,
		OpenAPI:   openapi.JSON,
		Dashboard: dashboard.FS,
		// The Go runtime and process series after the server's own.
		Metrics:           func(w io.Writer) { metrics.WritePrometheus(w, true) },
		Logf:              eventLogf(logger),
		AccessLog:         lg.access,
		LogSampleRate:     lg.rate,
		LogLinesPerSecond: lg.linesPerSecond,
	})
	if err != nil {
		return err
	}
	ctx := context.Background()
	demo, err := srv.EnsureDemoAccount(ctx)
	if err != nil {
		return fmt.Errorf("cannot create demo account: %w", err)
	}
	if err := srv.Start(); err != nil {
		return err
	}
	fmt.Printf("scamcheck %s: public API on %s, admin API on %s\n", version, srv.PublicAddr(), srv.AdminAddr())
	fmt.Printf("dashboard: http://%s/   metrics: http://%s/metrics\n", srv.AdminAddr(), srv.AdminAddr())
	logger.Info("serving", "version", version, "public_addr", srv.PublicAddr(), "admin_addr", srv.AdminAddr())
	switch {
	case created:
		fmt.Printf("operator token (also in %s): %s\n", filepath.Join(c.dataDir, server.TokenFile), token)
	case c.adminToken == "":
		fmt.Printf("operator token in %s\n", filepath.Join(c.dataDir, server.TokenFile))
	}
	if demo != nil {
		fmt.Printf("demo account %s (plan %s) created; its keys, shown only this once:\n", demo.ID, demo.Plan)
		fmt.Printf("  live key: %s  (real analysis, counted against the monthly quota)\n", demo.LiveKey)
		fmt.Printf("  test key: %s  (simulated: content with scam-test is scam, suspect-test suspect, anything else safe)\n", demo.TestKey)
		fmt.Printf("try: curl -H 'X-API-Key: %s' -H 'Content-Type: application/json' -d '{\"content\":\"http://paypa1-secure-login.com\"}' localhost%s/v1/check\n", demo.LiveKey, portOf(srv.PublicAddr()))
	}

	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
	<-sig
	fmt.Println("shutting down: draining requests, flushing usage")
	sctx, cancel := context.WithTimeout(ctx, shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return fmt.Errorf("cannot shut down cleanly: %w", err)
	}
	return nil
}

// listen binds addr; its error names the flag that changes the address.
func listen(addr, flag string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s: %w; choose another address with %s", addr, err, flag)
	}
	return ln, nil
}

func portOf(addr string) string {
	if i := strings.LastIndexByte(addr, ':'); i >= 0 {
		return addr[i:]
	}
	return ""
}

// exitCodeOf is the exit code of a flag parsing error: 0 when help was asked for.
func exitCodeOf(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}

// The accounts, keys and reports commands call a running server's admin API.

// adminUsage is the synopsis of each admin command.
var adminUsage = map[string]string{
	"accounts": "scamcheck accounts list | get ID | create --name N --plan P [--monthly-quota N] [--rate-limit-per-minute N] | update ID [same flags]",
	"keys":     "scamcheck keys list ACCOUNT_ID | create ACCOUNT_ID --name N --type test|live | regenerate KEY_ID | delete KEY_ID",
	"reports":  "scamcheck reports list [--status pending|confirmed|rejected] | confirm [--whole-host] REPORT_ID | reject REPORT_ID",
}

// adminRoutes is the admin API request of each command; {id} in a path stands for
// the command's one argument.
var adminRoutes = map[string]struct{ method, path string }{
	"accounts list":   {http.MethodGet, "/admin/v1/accounts"},
	"accounts get":    {http.MethodGet, "/admin/v1/accounts/{id}"},
	"accounts create": {http.MethodPost, "/admin/v1/accounts"},
	"accounts update": {http.MethodPatch, "/admin/v1/accounts/{id}"},
	"keys list":       {http.MethodGet, "/admin/v1/accounts/{id}/keys"},
	"keys create":     {http.MethodPost, "/admin/v1/accounts/{id}/keys"},
	"keys regenerate": {http.MethodPost, "/admin/v1/keys/{id}/regenerate"},
	"keys delete":     {http.MethodDelete, "/admin/v1/keys/{id}"},
	"reports list":    {http.MethodGet, "/admin/v1/reports"},
	"reports confirm": {http.MethodPost, "/admin/v1/reports/{id}/confirm"},
	"reports reject":  {http.MethodPost, "/admin/v1/reports/{id}/reject"},
}

// admin runs an accounts, keys or reports command against a running server.
func admin(group string, args []string) int {
	fs := flag.NewFlagSet(group, flag.ContinueOnError)
	var c commonFlags
	c.register(fs)
	// Each command defines only the flags it reads, so that its -h shows them alone.
	var name, plan, quota, rate, keyType, status string
	var wholeHost bool
	switch group {
	case "accounts":
		fs.StringVar(&name, "name", "", "account name")
		fs.StringVar(&plan, "plan", "", "plan: free, premium, starter, business, enterprise")
		fs.StringVar(&quota, "monthly-quota", "", "enterprise only: live analyses per month, 0 = unlimited")
		fs.StringVar(&rate, "rate-limit-per-minute", "", "enterprise only: requests per minute, 0 = unlimited")
	case "keys":
		fs.StringVar(&name, "name", "", "key name")
		fs.StringVar(&keyType, "type", "", "key type: test or live")
	case "reports":
		fs.StringVar(&status, "status", "", "list: only reports with this status: pending, confirmed, rejected")
		fs.BoolVar(&wholeHost, "whole-host", false, "confirm: confirm the URL's whole host as a scam host")
	}
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: %s\n\nIt calls the admin API of a running server. Flags:\n", adminUsage[group])
		fs.PrintDefaults()
	}
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return exitCodeOf(err)
	}
	if len(pos) == 0 {
		fs.Usage()
		return 2
	}
	verb, pos := pos[0], pos[1:]
	route, ok := adminRoutes[group+" "+verb]
	if !ok {
		fmt.Fprintf(os.Stderr, "scamcheck: unknown command %q\n", group+" "+verb)
		fs.Usage()
		return 2
	}
	method, path := route.method, route.path
	var body any
	switch group + " " + verb {
	case "accounts create", "accounts update":
		b, err := accountBody(name, plan, quota, rate)
		if err != nil {
			return fail(err)
		}
		body = b
	case "keys create":
		body = map[string]string{"name": name, "type": keyType}
	case "reports list":
		if status != "" {
			path += "?status=" + status
		}
	case "reports confirm":
		if wholeHost {
			body = map[string]bool{"whole_host": true}
		}
	}
	if strings.Contains(path, "{id}") {
		if len(pos) != 1 {
			return fail(fmt.Errorf("%s %s needs exactly one id", group, verb))
		}
		path = strings.Replace(path, "{id}", pos[0], 1)
	}
	token := c.adminToken
	if token == "" {
		if token, err = server.ReadOperatorToken(c.dataDir); err != nil {
			return fail(fmt.Errorf("%w (pass --admin-token or --data-dir)", err))
		}
	}
	if err := callAdmin(c.adminAddr, token, method, path, body, os.Stdout); err != nil {
		return fail(err)
	}
	return 0
}

// accountBody is the body of accounts create and update: the flags given.
func accountBody(name, plan, quota, rate string) (map[string]any, error) {
	b := map[string]any{}
	if name != "" {
		b["name"] = name
	}
	if plan != "" {
		b["plan"] = plan
	}
	for flagName, v := range map[string]string{"monthly_quota": quota, "rate_limit_per_minute": rate} {
		if v == "" {
			continue
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("--%s must be an integer", strings.ReplaceAll(flagName, "_", "-"))
		}
		b[flagName] = n
	}
	return b, nil
}

func fail(err error) int {
	fmt.Fprintf(os.Stderr, "scamcheck: %v\n", err)
	return 1
}

// parseInterleaved parses flags that may come before, between or after the
// positional arguments, and returns the positional ones.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// callAdmin sends one admin API request and prints the indented JSON answer.
func callAdmin(addr, token, method, path string, body any, out io.Writer) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("cannot encode request: %w", err)
		}
		rd = bytes.NewReader(b)
	}
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	req, err := http.NewRequest(method, addr+path, rd)
	if err != nil {
		return fmt.Errorf("cannot build request: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	client := &http.Client{Timeout: 30 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("cannot reach the admin API: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return fmt.Errorf("cannot read the admin API's answer: %w", err)
	}
	if len(b) > 0 {
		var pretty bytes.Buffer
		if json.Indent(&pretty, b, "", "  ") == nil {
			b = append(pretty.Bytes(), '\n')
		}
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %s\n%s", method, path, resp.Status, b)
	}
	if resp.StatusCode == http.StatusNoContent {
		b = []byte("done\n")
	}
	_, err = out.Write(b)
	return err
}

// healthcheck asks a running server's probe once and exits 0 when it answers 200,
// 1 otherwise: the HEALTHCHECK of an image without curl.
func healthcheck(args []string) int {
	fs := flag.NewFlagSet("healthcheck", flag.ContinueOnError)
	url := fs.String("url", envOr("SCAMCHECK_HEALTHCHECK_URL", "http://127.0.0.1:8080/readyz"), "probe to ask (env SCAMCHECK_HEALTHCHECK_URL)")
	timeout := fs.Duration("timeout", 3*time.Second, "how long to wait for the answer")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: scamcheck healthcheck [flags]\n\nExits 0 when the probe answers 200, 1 otherwise. Flags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitCodeOf(err)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "scamcheck healthcheck: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	client := &http.Client{Timeout: *timeout}
	resp, err := client.Get(*url)
	if err != nil {
		fmt.Fprintf(os.Stderr, "scamcheck healthcheck: %v\n", err)
		return 1
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		fmt.Fprintf(os.Stderr, "scamcheck healthcheck: %s answered %s\n", *url, resp.Status)
		return 1
	}
	return 0
}
