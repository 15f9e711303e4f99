// Where a maintenance script's Admin SDK points, chosen before any Admin SDK module is imported (it reads the
// environment on initialisation): the emulators' demo project by default, or with `--live` a real project named by
// GOOGLE_CLOUD_PROJECT (application default credentials), refused while FIRESTORE_EMULATOR_HOST is set.

/** Sets GCLOUD_PROJECT (and the emulator host when not live); exits with 2 and a line tagged `[tag]` otherwise. */
export function chooseAdminTarget(tag: string): { live: boolean } {
  const live = process.argv.includes('--live');
  if (live) {
    const project = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
    if (!project || project.startsWith('demo-') || process.env.FIRESTORE_EMULATOR_HOST) {
      console.error(
        `[${tag}] --live needs GOOGLE_CLOUD_PROJECT (a real project) and no FIRESTORE_EMULATOR_HOST`,
      );
      process.exit(2);
    }
    process.env.GCLOUD_PROJECT = project;
  } else {
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    process.env.GCLOUD_PROJECT ??= 'demo-chaguanas-wash';
  }
  return { live };
}
