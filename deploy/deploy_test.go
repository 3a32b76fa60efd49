// Package deploy_test checks the deployment files: deploy/compose/docker-compose.yml, the
// Dockerfile, the systemd unit and the Kubernetes manifests parse and say what
// deploy/README.md promises (three nodes sharing one Redis, readiness on /readyz, a
// non-root user). It needs no docker.
package deploy_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	yaml "github.com/oasdiff/yaml3"
)

// decodeAll parses every YAML document of the file at path (relative to the
// repository root) into a new T.
func decodeAll[T any](t *testing.T, path string) []T {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", path))
	if err != nil {
		t.Fatal(err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	var docs []T
	for {
		var v T
		err := dec.Decode(&v)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		docs = append(docs, v)
	}
	if len(docs) == 0 {
		t.Fatalf("%s: no YAML document", path)
	}
	return docs
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", path))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestProbePathsServed: the probes the deployment files ask are routes of the server.
func TestProbePathsServed(t *testing.T) {
	src := readFile(t, "server/server.go")
	for _, p := range []string{`"/readyz"`, `"/healthz"`} {
		if !strings.Contains(src, p) {
			t.Errorf("server/server.go routes no %s", p)
		}
	}
}

type composeFile struct {
	Services map[string]struct {
		Image       string            `yaml:"image"`
		User        string            `yaml:"user"`
		Environment map[string]string `yaml:"environment"`
		EnvFile     []struct {
			Path string `yaml:"path"`
		} `yaml:"env_file"`
		Healthcheck struct {
			Test []string `yaml:"test"`
		} `yaml:"healthcheck"`
		Volumes   []string `yaml:"volumes"`
		Ports     []string `yaml:"ports"`
		DependsOn any      `yaml:"depends_on"`
	} `yaml:"services"`
}

// TestCompose: three scamcheck nodes, non-root, each given the same Redis URL and
// the operator token's env file, health-checked on /readyz, behind a load balancer
// whose configuration names all three.
func TestCompose(t *testing.T) {
	c := decodeAll[composeFile](t, "deploy/compose/docker-compose.yml")[0]
	var nodes []string
	redisURL := ""
	for name, s := range c.Services {
		if !strings.HasPrefix(s.Image, "scamcheck") {
			continue
		}
		nodes = append(nodes, name)
		url := s.Environment["SCAMCHECK_REDIS"]
		if !strings.HasPrefix(url, "redis://redis:6379") {
			t.Errorf("%s: SCAMCHECK_REDIS %q; want the compose Redis, redis://redis:6379/...", name, url)
		}
		if redisURL != "" && url != redisURL {
			t.Errorf("%s: SCAMCHECK_REDIS %q; want the same URL as the other nodes, %q", name, url, redisURL)
		}
		redisURL = url
		if s.User == "" || strings.HasPrefix(s.User, "0") || strings.HasPrefix(s.User, "root") {
			t.Errorf("%s: user %q; want a non-root user", name, s.User)
		}
		if len(s.EnvFile) != 1 || s.EnvFile[0].Path != "scamcheck.env" {
			t.Errorf("%s: env_file %+v; want scamcheck.env beside the compose file (the operator token)", name, s.EnvFile)
		}
		if !slices.ContainsFunc(s.Healthcheck.Test, func(a string) bool { return strings.HasSuffix(a, "/readyz") }) {
			t.Errorf("%s: health check %q; want one on /readyz", name, s.Healthcheck.Test)
		}
		if len(s.Volumes) != 1 || !strings.HasSuffix(s.Volumes[0], ":/data") {
			t.Errorf("%s: volumes %q; want its own volume on /data", name, s.Volumes)
		}
	}
	slices.Sort(nodes)
	if !slices.Equal(nodes, []string{"scamcheck1", "scamcheck2", "scamcheck3"}) {
		t.Fatalf("scamcheck services %q; want scamcheck1, scamcheck2, scamcheck3", nodes)
	}
	if img := c.Services["redis"].Image; img != "redis:7" {
		t.Errorf("redis image %q; want redis:7", img)
	}
	lb, ok := c.Services["lb"]
	if !ok || !strings.HasPrefix(lb.Image, "haproxy:") {
		t.Fatalf("lb service %+v; want an haproxy image", lb)
	}
	if !slices.Contains(lb.Volumes, "../haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro") {
		t.Errorf("lb volumes %q; want deploy/haproxy/haproxy.cfg mounted", lb.Volumes)
	}
	cfg := readFile(t, "deploy/haproxy/haproxy.cfg")
	for _, n := range nodes {
		for _, port := range []string{":8080 check", ":8081 check"} {
			if !strings.Contains(cfg, n+port) {
				t.Errorf("deploy/haproxy/haproxy.cfg: no server %s%s", n, port)
			}
		}
	}
	if strings.Count(cfg, "option httpchk GET /readyz") != 2 {
		t.Errorf("deploy/haproxy/haproxy.cfg: want both backends checked on /readyz")
	}
	if !strings.Contains(readFile(t, "deploy/compose/scamcheck.env.example"), "SCAMCHECK_ADMIN_TOKEN=") {
		t.Errorf("deploy/compose/scamcheck.env.example: no SCAMCHECK_ADMIN_TOKEN")
	}
}

// TestDockerfile: the static binary on scratch, a non-root user, the data volume
// and a health check on /readyz through the binary itself.
func TestDockerfile(t *testing.T) {
	df := readFile(t, "Dockerfile")
	var lines []string
	for _, l := range strings.Split(df, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	for _, want := range []string{
		"FROM scratch",
		"USER 65532:65532",
		`VOLUME ["/data"]`,
		"EXPOSE 8080 8081",
		`ENTRYPOINT ["/scamcheck"]`,
	} {
		if !slices.Contains(lines, want) {
			t.Errorf("Dockerfile: no line %q", want)
		}
	}
	if n := len(slices.DeleteFunc(slices.Clone(lines), func(l string) bool { return !strings.HasPrefix(l, "FROM ") })); n != 1 {
		t.Errorf("Dockerfile: %d FROM lines; want only FROM scratch (no base image to pull)", n)
	}
	if !strings.Contains(df, `CMD ["/scamcheck", "healthcheck", "-url", "http://127.0.0.1:8080/readyz"]`) {
		t.Errorf("Dockerfile: no HEALTHCHECK through `scamcheck healthcheck` on /readyz")
	}
}

// TestSystemdUnit: the unit runs as a dynamic user with a state directory and the
// usual hardening.
func TestSystemdUnit(t *testing.T) {
	unit := readFile(t, "deploy/systemd/scamcheck.service")
	for _, want := range []string{
		"ExecStart=/usr/local/bin/scamcheck serve",
		"DynamicUser=yes",
		"StateDirectory=scamcheck",
		"Environment=SCAMCHECK_DATA_DIR=%S/scamcheck",
		"Restart=on-failure",
		"NoNewPrivileges=yes",
		"ProtectSystem=strict",
		"ProtectHome=yes",
		"PrivateTmp=yes",
		"CapabilityBoundingSet=\n",
	} {
		if !strings.Contains(unit, want) {
			t.Errorf("deploy/systemd/scamcheck.service: no %q", strings.TrimSpace(want))
		}
	}
}

type probe struct {
	HTTPGet struct {
		Path string `yaml:"path"`
		Port string `yaml:"port"`
	} `yaml:"httpGet"`
}

type securityContext struct {
	RunAsNonRoot             *bool  `yaml:"runAsNonRoot"`
	RunAsUser                *int64 `yaml:"runAsUser"`
	AllowPrivilegeEscalation *bool  `yaml:"allowPrivilegeEscalation"`
	ReadOnlyRootFilesystem   *bool  `yaml:"readOnlyRootFilesystem"`
}

type k8sObject struct {
	Kind     string `yaml:"kind"`
	Metadata struct {
		Name string `yaml:"name"`
	} `yaml:"metadata"`
	StringData map[string]string `yaml:"stringData"`
	Resources  []string          `yaml:"resources"` // kustomization
	Spec       struct {
		Replicas *int             `yaml:"replicas"`
		Selector map[string]any   `yaml:"selector"` // Deployment: matchLabels; Service: the labels
		Ports    []map[string]any `yaml:"ports"`
		Template struct {
			Metadata struct {
				Labels map[string]string `yaml:"labels"`
			} `yaml:"metadata"`
			Spec struct {
				SecurityContext securityContext `yaml:"securityContext"`
				Containers      []struct {
					Name  string `yaml:"name"`
					Image string `yaml:"image"`
					Env   []struct {
						Name      string `yaml:"name"`
						Value     string `yaml:"value"`
						ValueFrom struct {
							SecretKeyRef struct {
								Name string `yaml:"name"`
								Key  string `yaml:"key"`
							} `yaml:"secretKeyRef"`
						} `yaml:"valueFrom"`
					} `yaml:"env"`
					Ports []struct {
						Name          string `yaml:"name"`
						ContainerPort int    `yaml:"containerPort"`
					} `yaml:"ports"`
					ReadinessProbe  *probe          `yaml:"readinessProbe"`
					LivenessProbe   *probe          `yaml:"livenessProbe"`
					SecurityContext securityContext `yaml:"securityContext"`
					Resources       struct {
						Requests map[string]string `yaml:"requests"`
					} `yaml:"resources"`
				} `yaml:"containers"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

// TestKubernetes: a Deployment of 3 replicas, ready on /readyz and alive on /healthz,
// non-root, with resource requests, its Redis URL and operator token from the
// Secret; Services that select its pods; a kustomization that lists every file.
func TestKubernetes(t *testing.T) {
	dir := "deploy/kubernetes"
	files, err := filepath.Glob(filepath.Join("..", dir, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no manifests in %s: %v", dir, err)
	}
	byKind := map[string][]k8sObject{}
	var listed []string
	for _, f := range files {
		rel := filepath.Join(dir, filepath.Base(f))
		for _, o := range decodeAll[k8sObject](t, rel) {
			if o.Kind == "" {
				t.Errorf("%s: a document without kind", rel)
			}
			byKind[o.Kind] = append(byKind[o.Kind], o)
		}
		if filepath.Base(f) != "kustomization.yaml" {
			listed = append(listed, filepath.Base(f))
		}
	}
	if k := byKind["Kustomization"]; len(k) != 1 || !sameSet(k[0].Resources, listed) {
		t.Errorf("kustomization.yaml: resources %v; want the manifests %v", k, listed)
	}

	if len(byKind["Deployment"]) != 1 || len(byKind["Secret"]) != 1 {
		t.Fatalf("want one Deployment and one Secret; got %d and %d", len(byKind["Deployment"]), len(byKind["Secret"]))
	}
	d, secret := byKind["Deployment"][0], byKind["Secret"][0]
	if d.Spec.Replicas == nil {
		t.Errorf("Deployment: no replicas; want 3")
	} else if *d.Spec.Replicas != 3 {
		t.Errorf("Deployment: replicas %d; want 3", *d.Spec.Replicas)
	}
	pod := d.Spec.Template.Spec
	if psc := pod.SecurityContext; psc.RunAsNonRoot == nil || !*psc.RunAsNonRoot || psc.RunAsUser == nil || *psc.RunAsUser == 0 {
		t.Errorf("Deployment: pod securityContext %+v; want runAsNonRoot and a non-zero runAsUser", psc)
	}
	if len(pod.Containers) != 1 {
		t.Fatalf("Deployment: %d containers; want 1", len(pod.Containers))
	}
	c := pod.Containers[0]
	if c.ReadinessProbe == nil || c.ReadinessProbe.HTTPGet.Path != "/readyz" {
		t.Errorf("Deployment: readiness probe %+v; want GET /readyz", c.ReadinessProbe)
	}
	if c.LivenessProbe == nil || c.LivenessProbe.HTTPGet.Path != "/healthz" {
		t.Errorf("Deployment: liveness probe %+v; want GET /healthz", c.LivenessProbe)
	}
	if sc := c.SecurityContext; sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation ||
		sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem {
		t.Errorf("Deployment: container securityContext %+v; want no privilege escalation and a read-only root", sc)
	}
	if c.Resources.Requests["cpu"] == "" || c.Resources.Requests["memory"] == "" {
		t.Errorf("Deployment: resource requests %v; want cpu and memory", c.Resources.Requests)
	}
	fromSecret := map[string]string{}
	for _, e := range c.Env {
		if ref := e.ValueFrom.SecretKeyRef; ref.Name != "" {
			if ref.Name != secret.Metadata.Name {
				t.Errorf("Deployment: %s from Secret %q; want %q", e.Name, ref.Name, secret.Metadata.Name)
			}
			if _, ok := secret.StringData[ref.Key]; !ok {
				t.Errorf("Deployment: %s from key %q, which the Secret does not have", e.Name, ref.Key)
			}
			fromSecret[e.Name] = ref.Key
		}
	}
	for _, name := range []string{"SCAMCHECK_REDIS", "SCAMCHECK_ADMIN_TOKEN"} {
		if fromSecret[name] == "" {
			t.Errorf("Deployment: %s not taken from the Secret", name)
		}
	}
	if url := secret.StringData[fromSecret["SCAMCHECK_REDIS"]]; !strings.HasPrefix(url, "redis") {
		t.Errorf("Secret: Redis URL %q; want a redis:// (or rediss://, redis+...) URL", url)
	}

	ports := map[string]bool{}
	for _, p := range c.Ports {
		ports[p.Name] = true
	}
	labels := d.Spec.Template.Metadata.Labels
	if len(byKind["Service"]) == 0 {
		t.Fatal("no Service")
	}
	for _, s := range byKind["Service"] {
		for k, v := range s.Spec.Selector {
			if labels[k] != v {
				t.Errorf("Service %s: selector %s=%v does not match the pods' labels %v", s.Metadata.Name, k, v, labels)
			}
		}
		for _, p := range s.Spec.Ports {
			if tp, _ := p["targetPort"].(string); !ports[tp] {
				t.Errorf("Service %s: targetPort %v is no named port of the container", s.Metadata.Name, p["targetPort"])
			}
		}
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
