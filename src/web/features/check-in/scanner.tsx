import { useLingui } from "@lingui/react";
import { Alert, Box } from "@mantine/core";
import { useEffect, useEffectEvent, useRef, useState } from "react";

/**
 * The device camera reading an admission letter's QR code (docs/product.md §11 "Check-in", decision
 * 0025): `qr-scanner`, loaded only when staff tap "Scan", which uses the browser's own
 * BarcodeDetector where there is one and its own decoder in a worker elsewhere. Calls `onCode` once
 * per code read (the same code held in front of the camera is not read again until another is).
 */
export function Scanner({ onCode }: { onCode: (text: string) => void }) {
  const { i18n } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef<string | null>(null);
  const decoded = useEffectEvent((text: string) => {
    if (text === last.current) return;
    last.current = text;
    onCode(text);
  });

  useEffect(() => {
    let stopped = false;
    let scanner: { stop(): void; destroy(): void } | null = null;
    void (async () => {
      try {
        const { default: QrScanner } = await import("qr-scanner");
        if (stopped || !video.current) return;
        const created = new QrScanner(video.current, (result) => decoded(result.data), {
          returnDetailedScanResult: true,
          preferredCamera: "environment",
          maxScansPerSecond: 10,
          // The whole frame, not the library's centre square: a letter held close fills the camera.
          calculateScanRegion: (element) => {
            const scale = Math.min(1, 800 / Math.max(element.videoWidth, element.videoHeight, 1));
            return {
              x: 0,
              y: 0,
              width: element.videoWidth,
              height: element.videoHeight,
              downScaledWidth: Math.round(element.videoWidth * scale),
              downScaledHeight: Math.round(element.videoHeight * scale),
            };
          },
        });
        scanner = created;
        await created.start();
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  if (failed) {
    return (
      <Alert color="yellow" role="alert">
        {i18n._("checkIn.cameraFailed")}
      </Alert>
    );
  }
  return (
    <Box
      component="video"
      ref={video}
      aria-label={i18n._("checkIn.cameraLabel")}
      muted
      playsInline
      w="100%"
      style={{ maxHeight: 320, objectFit: "cover", borderRadius: 8, background: "black" }}
    />
  );
}
