// Starts Swagger UI on /schema from this host's files only: the page holds no inline
// script, so its Content-Security-Policy can refuse every inline script (api/http/security_headers.py).
window.addEventListener("DOMContentLoaded", () => {
  const ui = SwaggerUIBundle({
    url: "/schema/openapi.json",
    dom_id: "#swagger-container",
    // Swagger UI would ask validator.swagger.io for a badge: nothing leaves this host.
    validatorUrl: null,
    deepLinking: true,
    showExtensions: true,
    showCommonExtensions: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset],
  });
  ui.initOAuth({});
});
