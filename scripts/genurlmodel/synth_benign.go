package main

import (
	"math/rand/v2"
	"strings"
)

// Synthetic legitimate pages on free hosting. The benign train lists hold a few
// hundred hosted pages, nearly all GitHub Pages of software projects from the
// 2010s, so without these the model learns that whatever else people publish on
// Vercel, Netlify, Cloudflare Pages or Firebase (portfolios, dashboards, class
// projects, club sites) reads like phishing, since only kits show it such names.
// They follow the platforms' documented naming: the project's or the author's name
// as the subdomain, Vercel's preview names (project-git-branch-team), GitHub
// Pages' user.github.io/repository, and the few paths such sites have. The words
// are those of developers' and people's own sites, written here; no brand, no bait
// word of the phishing templates. They train the model only: the budget of the
// hosted class stays calibrated on real benign names (stack.go).

var (
	devFrameworks = []string{
		"react", "next", "nextjs", "vue", "nuxt", "svelte", "sveltekit", "astro", "gatsby",
		"hugo", "jekyll", "angular", "remix", "vite", "tailwind", "django", "flask", "node",
		"express", "threejs", "d3", "solid", "qwik", "eleventy", "docusaurus", "mkdocs", "rust",
		"go", "python", "js", "ts", "wasm", "p5", "phaser", "leaflet", "mapbox", "chart",
	}
	devTopics = []string{
		"portfolio", "blog", "todo", "todo-app", "weather", "weather-app", "dashboard",
		"landing", "landing-page", "docs", "documentation", "demo", "starter", "template",
		"example", "playground", "calculator", "quiz", "game", "snake", "tetris", "chess",
		"chat", "notes", "recipes", "recipe-finder", "movies", "movie-search", "music",
		"gallery", "resume", "cv", "tracker", "budget", "expenses", "habits", "pomodoro",
		"timer", "clock", "calendar", "kanban", "markdown", "editor", "photography",
		"wedding", "conference", "workshop", "meetup", "course", "tutorial", "lab",
		"project", "final-project", "capstone", "hackathon", "graphql", "design-system",
		"components", "icons", "fonts", "colors", "theme", "slides", "talk", "notebook",
		"visualizer", "sorting", "pathfinding", "generator", "converter", "translator",
		"dictionary", "flashcards", "trivia", "memory-game", "tic-tac-toe", "wordle",
		"country-explorer", "repo-finder", "image-gallery", "ip-tracker", "url-shortener",
		"news", "crypto-tracker", "stock-charts", "fitness", "workout", "meal-planner",
		"travel", "map", "events", "club", "team", "band", "choir", "studio", "bakery",
		"cafe", "farm", "garden", "school", "class", "research", "group", "lab-site",
		"personal-site", "homepage", "website", "site", "web", "page", "app", "dev",
	}
	devSuffixes = []string{
		"app", "demo", "site", "web", "page", "v2", "v3", "2024", "2025", "2026", "main",
		"prod", "staging", "preview", "dev", "example", "starter", "template", "cs50",
		"final", "lab3", "hw2", "project", "ui", "frontend", "client", "docs", "beta",
	}
	firstNames = []string{
		"anna", "ben", "carla", "david", "elena", "felix", "grace", "hugo", "ines", "jakob",
		"julia", "kevin", "laura", "lucas", "maria", "marco", "nina", "omar", "paula",
		"pierre", "quentin", "rosa", "sam", "sofia", "tom", "ursula", "victor", "wei",
		"yuki", "zoe", "ahmed", "priya", "raj", "chen", "lea", "jonas", "camille", "diego",
		"lucia", "mateo", "emma", "noah", "liam", "olivia", "mia", "leon", "clara", "ali",
	}
	lastNames = []string{
		"smith", "garcia", "martin", "muller", "schmidt", "dubois", "lopez", "rossi",
		"nguyen", "kim", "patel", "silva", "jones", "brown", "wilson", "moreau", "fischer",
		"weber", "fernandez", "sanchez", "bernard", "petit", "wagner", "becker", "khan",
		"li", "wang", "novak", "kowalski", "jensen", "hansen", "dupont", "ruiz", "costa",
	}
	// The people's topics of devTopics (clubs, shops, blogs, recipes, travel) in
	// the other languages ScamCheck reads: their sites live on Blogger, WordPress,
	// Wix and the like as much as English ones do.
	localTopics = [][]string{
		{ // French
			"blog", "club", "boulangerie", "patisserie", "cafe", "ferme", "jardin", "ecole",
			"classe", "photographie", "mariage", "voyage", "voyages", "recettes", "cuisine",
			"actualites", "evenements", "musique", "chorale", "equipe", "association",
			"atelier", "paroisse", "randonnee", "peinture", "tricot", "lecture", "famille",
		},
		{ // Spanish
			"blog", "club", "panaderia", "pasteleria", "cafeteria", "granja", "jardin",
			"escuela", "clase", "fotografia", "boda", "viajes", "recetas", "cocina",
			"noticias", "eventos", "musica", "coro", "equipo", "asociacion", "taller",
			"parroquia", "senderismo", "pintura", "lectura", "familia", "deportes",
		},
		{ // German
			"blog", "verein", "baeckerei", "konditorei", "cafe", "hof", "garten", "schule",
			"klasse", "fotografie", "hochzeit", "reisen", "rezepte", "kueche", "neuigkeiten",
			"termine", "musik", "chor", "mannschaft", "werkstatt", "gemeinde", "wandern",
			"malerei", "stricken", "lesen", "familie", "sport",
		},
		{ // Italian, Dutch
			"ricette", "cucina", "viaggi", "giardino", "scuola", "famiglia", "musica",
			"recepten", "keuken", "reizen", "tuin", "school", "familie", "muziek", "vereniging",
		},
	}
	sitePaths = []string{
		"/about", "/blog", "/projects", "/contact", "/docs", "/docs/getting-started",
		"/posts", "/index.html", "/work", "/gallery", "/events", "/menu", "/team", "/cv",
		"/resume.pdf", "/en", "/fr", "/es", "/de", "/guide", "/api", "/changelog",
		"/examples", "/demo", "/faq", "/news", "/archive", "/tags", "/2025/05/hello-world",
	}
)

// benignHosted writes n legitimate-looking pages on free hosting.
func (t *synthTables) benignHosted(rng *rand.Rand, n int) []string {
	out := make([]string, 0, n)
	for range n {
		out = append(out, t.benignHostedLink(rng))
	}
	return out
}

// benignHostedLink returns one page: a name on a platform, sometimes a path.
func (t *synthTables) benignHostedLink(rng *rand.Rand) string {
	if chance(rng, 0.2) {
		// GitHub Pages: the user's site, or a repository's.
		user := personHandle(rng)
		path := ""
		if chance(rng, 0.7) {
			path = "/" + projectName(rng) + "/"
		}
		return "https://" + user + ".github.io" + path
	}
	name := projectName(rng)
	if chance(rng, 0.25) {
		name = localName(rng)
	}
	switch rng.IntN(6) {
	case 0:
		name = personHandle(rng) + "-" + pick(rng, []string{"portfolio", "blog", "site", "cv", "resume", "dev", "photos", "art"})
	case 1:
		// Vercel's preview deployments: project-git-branch-team.
		name += "-git-" + pick(rng, []string{"main", "dev", "develop", "staging", "feature", "fix"}) + "-" + personHandle(rng)
	}
	host := name + "." + pick(rng, t.hosting)
	path := ""
	if chance(rng, 0.4) {
		path = pick(rng, sitePaths)
	}
	return "https://" + host + path
}

// projectName returns a project's name as its author writes it.
func projectName(rng *rand.Rand) string {
	parts := []string{pick(rng, devTopics)}
	if chance(rng, 0.4) {
		parts = append([]string{pick(rng, devFrameworks)}, parts...)
	}
	if chance(rng, 0.35) {
		parts = append(parts, pick(rng, devSuffixes))
	}
	if chance(rng, 0.2) {
		parts = append([]string{pick(rng, firstNames)}, parts...)
	}
	name := strings.Join(parts, "-")
	if chance(rng, 0.15) {
		name = strings.ReplaceAll(name, "-", "")
	}
	return name
}

// localName returns the name of a person's, a club's or a shop's site in another
// language: two or three topic words, or a first name and one, hyphenated or joined.
func localName(rng *rand.Rand) string {
	words := pick2s(rng, localTopics)
	parts := []string{pick(rng, words), pick(rng, words)}
	switch rng.IntN(3) {
	case 0:
		parts = append(parts, pick(rng, words))
	case 1:
		parts[0] = pick(rng, firstNames)
	}
	sep := "-"
	if chance(rng, 0.4) {
		sep = ""
	}
	return strings.Join(parts, sep)
}

func pick2s(rng *rand.Rand, s [][]string) []string { return s[rng.IntN(len(s))] }

// personHandle returns a person's handle: a first name and a last name or an
// initial, sometimes two digits.
func personHandle(rng *rand.Rand) string {
	first := pick(rng, firstNames)
	switch rng.IntN(5) {
	case 0:
		return first + pick(rng, lastNames)
	case 1:
		return first + "-" + pick(rng, lastNames)
	case 2:
		return first[:1] + pick(rng, lastNames)
	case 3:
		return first + pick(rng, lastNames)[:1] + digits(rng, 2)
	}
	return first + "-" + pick(rng, lastNames)[:1]
}
