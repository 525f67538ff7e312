<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>the export was cancelled</source>
        <translation>der Export wurde abgebrochen</translation>
    </message>
    <message>
        <source> (empty)&lt;/td&gt;</source>
        <translation> (leer)&lt;/td&gt;</translation>
    </message>
</context>
<context>
    <name>mechlab</name>
    <message>
        <source>Interactive simulation of constrained mechanical systems. Opens FILE (a mechlab model, JSON), or the pendulum.</source>
        <translation>Interaktive Simulation mechanischer Systeme mit Zwangsbedingungen. Öffnet FILE (ein mechlab-Modell, JSON) oder das Pendel.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe zeigen.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version zeigen.</translation>
    </message>
    <message>
        <source>The language of the window: %1 (default: the system&apos;s).</source>
        <translation>Die Sprache des Fensters: %1 (Vorgabe: die des Systems).</translation>
    </message>
    <message>
        <source>A model file to open.</source>
        <translation>Eine Modelldatei zum Öffnen.</translation>
    </message>
    <message>
        <source>mechlab opens one file at a time.
</source>
        <translation>mechlab öffnet eine Datei auf einmal.
</translation>
    </message>
    <message>
        <source>No translation for &apos;%1&apos;.
</source>
        <translation>Keine Übersetzung für „%1“.
</translation>
    </message>
</context>
<context>
    <name>mechlab::ui</name>
    <message>
        <source>Generalized coordinates q. Initial values are formulas of the parameters; the velocity of x is written x_dot in formulas.</source>
        <translation>Verallgemeinerte Koordinaten q. Anfangswerte sind Formeln in den Parametern; die Geschwindigkeit von x heißt in Formeln x_dot.</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>The animated GIF to write</source>
        <translation>Das zu schreibende animierte GIF</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Simulated time of the first frame (s)</source>
        <translation>Simulierte Zeit des ersten Bildes (s)</translation>
    </message>
    <message>
        <source>Simulated time where the animation ends (s), at most the end of the computed run</source>
        <translation>Simulierte Zeit, bei der die Animation endet (s), höchstens das Ende des berechneten Laufs</translation>
    </message>
    <message>
        <source>Simulated seconds per second of the animation (1×: real time)</source>
        <translation>Simulierte Sekunden pro Sekunde der Animation (1×: Echtzeit)</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> Bilder/s</translation>
    </message>
    <message>
        <source>Frames per second of the file (at most %1: GIF counts delays in hundredths of a second)</source>
        <translation>Bilder pro Sekunde der Datei (höchstens %1: GIF zählt Verzögerungen in Hundertstelsekunden)</translation>
    </message>
    <message>
        <source>With the &amp;charts</source>
        <translation>Mit den &amp;Diagrammen</translation>
    </message>
    <message>
        <source>The presentation charts (%1) stacked at the right of the drawing, their time cursor at each frame&apos;s time</source>
        <translation>Die Präsentationsdiagramme (%1) rechts neben der Zeichnung, ihr Zeitcursor bei der Zeit jedes Bildes</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>From t =</source>
        <translation>Von t =</translation>
    </message>
    <message>
        <source>To t =</source>
        <translation>Bis t =</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>Bildrate</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Give the file to write.</source>
        <translation>Die zu schreibende Datei angeben.</translation>
    </message>
    <message>
        <source>&apos;From&apos; is not a number.</source>
        <translation>„Von“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>&apos;To&apos; is not a number.</source>
        <translation>„Bis“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>The run is computed from t = %1 to %2 s.</source>
        <translation>Der Lauf ist von t = %1 bis %2 s berechnet.</translation>
    </message>
    <message>
        <source>&apos;To&apos; must come after &apos;From&apos;.</source>
        <translation>„Bis“ muss nach „Von“ liegen.</translation>
    </message>
    <message>
        <source>That would be %1 frames (at most %2): choose a higher speed, a lower frame rate or a shorter span.</source>
        <translation>Das wären %1 Bilder (höchstens %2): eine höhere Geschwindigkeit, eine niedrigere Bildrate oder eine kürzere Spanne wählen.</translation>
    </message>
    <message>
        <source>%1 frames of %2 × %3 px, playing for %4 s.</source>
        <translation>%1 Bilder mit %2 × %3 px, Spieldauer %4 s.</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>%1 wird geschrieben...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nicht geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::DocumentController</name>
    <message>
        <source>Save model</source>
        <translation>Modell speichern</translation>
    </message>
    <message>
        <source>mechlab models (*.mechlab.json *.json)</source>
        <translation>mechlab-Modelle (*.mechlab.json *.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The model has unsaved changes. Save them first?</source>
        <translation>Das Modell hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::LinearAnalysisPanel</name>
    <message>
        <source>The pencil (E, A) analysed as in Sánchez Rivera (2021): Wong sequences, quasi-Weierstrass form S (sE - A) T = s diag(I, N) - diag(J, I), projectors (independent of the chosen bases)</source>
        <translation>Das Matrixbüschel (E, A) analysiert wie bei Sánchez Rivera (2021): Wong-Folgen, Quasi-Weierstraß-Form S (sE - A) T = s diag(I, N) - diag(J, I), Projektoren (unabhängig von den gewählten Basen)</translation>
    </message>
    <message>
        <source>Project x0</source>
        <translation>x0 projizieren</translation>
    </message>
    <message>
        <source>Replace the initial value by the consistent value it jumps to, x(0+) = Pi x0 - sum_i E_imp^i Pi_imp f^(i)(0)</source>
        <translation>Den Anfangswert durch den konsistenten Wert ersetzen, auf den er springt, x(0+) = Pi x0 - sum_i E_imp^i Pi_imp f^(i)(0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Linear DAE analysis&lt;/b&gt;</source>
        <translation>&lt;b&gt;Analyse der linearen DAE&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;E x&apos; = A x + f(t)&lt;/b&gt;: %1 equations, %2 unknowns. </source>
        <translation>&lt;p&gt;&lt;b&gt;E x&apos; = A x + f(t)&lt;/b&gt;: %1 Gleichungen, %2 Unbekannte. </translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;Regular&lt;/b&gt;&lt;/span&gt;, &lt;b&gt;index %1&lt;/b&gt;. </source>
        <translation>&lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;Regulär&lt;/b&gt;&lt;/span&gt;, &lt;b&gt;Index %1&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>dim V* = %1 (the differential part), dim W* = %2.</source>
        <translation>dim V* = %1 (der differentielle Teil), dim W* = %2.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;Not regular&lt;/b&gt;&lt;/span&gt;: %1. mechlab does not solve it.</source>
        <translation>&lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;Nicht regulär&lt;/b&gt;&lt;/span&gt;: %1. mechlab löst es nicht.</translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#a06000&apos;&gt;Numerically borderline (the sampled sigma_min/sigma_max of lambda E - A is %1).&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#a06000&apos;&gt;Numerisch grenzwertig (das abgetastete sigma_min/sigma_max von lambda E - A ist %1).&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Wong sequences: dim V&lt;sub&gt;i&lt;/sub&gt; = %1; dim W&lt;sub&gt;j&lt;/sub&gt; = %2 (stationary after %3). Rank tolerance %4; smallest singular value kept %5, largest discarded %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wong-Folgen: dim V&lt;sub&gt;i&lt;/sub&gt; = %1; dim W&lt;sub&gt;j&lt;/sub&gt; = %2 (stationär nach %3). Rangtoleranz %4; kleinster behaltener Singulärwert %5, größter verworfener %6.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;x0 = %1 is &lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;consistent&lt;/b&gt;&lt;/span&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;x0 = %1 ist &lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;konsistent&lt;/b&gt;&lt;/span&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;x0 = %1 is &lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;not consistent&lt;/b&gt;&lt;/span&gt; (distance %2): the solution jumps at t0 to x(t0+) = %3, where the run starts.</source>
        <translation>&lt;p&gt;x0 = %1 ist &lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;nicht konsistent&lt;/b&gt;&lt;/span&gt; (Abstand %2): die Lösung springt bei t0 auf x(t0+) = %3, wo der Lauf beginnt.</translation>
    </message>
    <message>
        <source> Impulse: %1 %2.</source>
        <translation> Impuls: %1 %2.</translation>
    </message>
    <message>
        <source> No impulse (index %1).</source>
        <translation> Kein Impuls (Index %1).</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::LinearResultView</name>
    <message>
        <source>Unknowns x (dashed: closed form)</source>
        <translation>Unbekannte x (gestrichelt: geschlossene Form)</translation>
    </message>
    <message>
        <source>Unknowns x</source>
        <translation>Unbekannte x</translation>
    </message>
    <message>
        <source>Error against the closed-form solution</source>
        <translation>Fehler gegenüber der Lösung in geschlossener Form</translation>
    </message>
    <message>
        <source>Error: the pencil is not regular</source>
        <translation>Fehler: das Matrixbüschel ist nicht regulär</translation>
    </message>
    <message>
        <source>max-norm error</source>
        <translation>Fehler (Maximumnorm)</translation>
    </message>
    <message>
        <source> closed form</source>
        <translation> geschlossene Form</translation>
    </message>
    <message>
        <source>max_i |x_i - x_i,exact|</source>
        <translation>max_i |x_i - x_i,exact|</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MainWindow</name>
    <message>
        <source>mechlab did not close normally. The unsaved model “%1” from %2 can be restored.</source>
        <translation>mechlab wurde nicht normal beendet. Das ungespeicherte Modell „%1“ vom %2 kann wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Choose a preset...</source>
        <translation>Voreinstellung wählen...</translation>
    </message>
    <message>
        <source>Load a built-in model</source>
        <translation>Ein eingebautes Modell laden</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Run the simulation (F5); click again to stop (Esc)</source>
        <translation>Simulation starten (F5); erneut klicken zum Anhalten (Esc)</translation>
    </message>
    <message>
        <source>t = %v</source>
        <translation>t = %v</translation>
    </message>
    <message>
        <source>Simulated time / end time</source>
        <translation>Simulierte Zeit / Endzeit</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Stop the run when</source>
        <translation>Lauf anhalten, wenn</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Stop when |g|, |G v + g_t| or |A v + b| exceeds this value (blank: never)</source>
        <translation>Anhalten, wenn |g|, |G v + g_t| oder |A v + b| diesen Wert überschreitet (leer: nie)</translation>
    </message>
    <message>
        <source>Stop when the energy drift exceeds this value: |E - E0|/|E0| while |E0| is at least the energy&apos;s scale over the run, else |E - E0| in the model&apos;s energy unit. Not applied to a model that does not conserve its energy (blank: never)</source>
        <translation>Anhalten, wenn die Energiedrift diesen Wert überschreitet: |E - E0|/|E0|, solange |E0| mindestens die Größenordnung der Energie über den Lauf hat, sonst |E - E0| in der Energieeinheit des Modells. Nicht angewandt auf ein Modell, das seine Energie nicht erhält (leer: nie)</translation>
    </message>
    <message>
        <source>Stop when two accepted points before the end lie closer than this (an adaptive method crawling through a stiff model; blank: only the method&apos;s own round-off floor)</source>
        <translation>Anhalten, wenn zwei akzeptierte Punkte vor dem Ende näher als dies liegen (ein adaptives Verfahren, das durch ein steifes Modell kriecht; leer: nur die eigene Rundungsgrenze des Verfahrens)</translation>
    </message>
    <message>
        <source>a residual exceeds</source>
        <translation>ein Residuum überschreitet</translation>
    </message>
    <message>
        <source>the energy drift exceeds</source>
        <translation>die Energiedrift überschreitet</translation>
    </message>
    <message>
        <source>the step falls below</source>
        <translation>der Schritt unterschreitet</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Run&lt;/b&gt; (F5) to simulate. Drag a parameter slider to re-run, click a chart to move the time, F1 for the quick guide.</source>
        <translation>&lt;b&gt;Starten&lt;/b&gt; (F5) simuliert. Ein Parameter-Schieberegler rechnet neu, ein Klick in ein Diagramm setzt die Zeit, F1 öffnet die Kurzanleitung.</translation>
    </message>
    <message>
        <source>Coordinates (dashed: exact)</source>
        <translation>Koordinaten (gestrichelt: exakt)</translation>
    </message>
    <message>
        <source>Error against the exact solution</source>
        <translation>Fehler gegenüber der exakten Lösung</translation>
    </message>
    <message>
        <source>max-norm error</source>
        <translation>Fehler (Maximumnorm)</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>E - E0</source>
        <translation>E - E0</translation>
    </message>
    <message>
        <source>Constraint residuals</source>
        <translation>Residuen der Zwangsbedingungen</translation>
    </message>
    <message>
        <source>residual</source>
        <translation>Residuum</translation>
    </message>
    <message>
        <source>Multipliers (dashed: exact)</source>
        <translation>Multiplikatoren (gestrichelt: exakt)</translation>
    </message>
    <message>
        <source>|E - E0| (absolute)</source>
        <translation>|E - E0| (absolut)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Open the autosaved model (its edits stay unsaved until you save)</source>
        <translation>Das automatisch gesicherte Modell öffnen (seine Änderungen bleiben ungespeichert, bis Sie speichern)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Delete the autosaved model</source>
        <translation>Das automatisch gesicherte Modell löschen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open model</source>
        <translation>Modell öffnen</translation>
    </message>
    <message>
        <source>mechlab models (*.mechlab.json *.json)</source>
        <translation>mechlab-Modelle (*.mechlab.json *.json)</translation>
    </message>
    <message>
        <source>&amp;New model</source>
        <translation>&amp;Neues Modell</translation>
    </message>
    <message>
        <source>Start a mechanical model (a mass on a spring) to edit</source>
        <translation>Ein mechanisches Modell (eine Masse an einer Feder) zum Bearbeiten beginnen</translation>
    </message>
    <message>
        <source>New &amp;linear DAE model</source>
        <translation>Neues &amp;lineares DAE-Modell</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Start a linear DAE E x&apos; = A x + f(t) from a small template</source>
        <translation>Eine lineare DAE E x&apos; = A x + f(t) aus einer kleinen Vorlage beginnen</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Export &amp;CSV...</source>
        <translation>&amp;CSV exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export trajectory</source>
        <translation>Trajektorie exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export c&amp;hart</source>
        <translation>Dia&amp;gramm exportieren</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Curves as CSV (*.csv)</source>
        <translation>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Kurven als CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export &amp;all charts...</source>
        <translation>&amp;Alle Diagramme exportieren...</translation>
    </message>
    <message>
        <source>Export all charts into</source>
        <translation>Alle Diagramme exportieren nach</translation>
    </message>
    <message>
        <source>Export &amp;mechanism picture...</source>
        <translation>&amp;Bild des Mechanismus exportieren...</translation>
    </message>
    <message>
        <source>Export the mechanism at the time shown</source>
        <translation>Den Mechanismus zur gezeigten Zeit exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg)</source>
        <translation>PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>The mechanism at the time under the slider: PNG of what is shown (the 3D view too), or SVG of the 2D drawing</source>
        <translation>Der Mechanismus zur Zeit unter dem Schieberegler: PNG des Gezeigten (auch der 3D-Ansicht) oder SVG der 2D-Zeichnung</translation>
    </message>
    <message>
        <source>Export a&amp;nimation...</source>
        <translation>A&amp;nimation exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>The mechanism over the computed run as an animated GIF</source>
        <translation>Der Mechanismus über den berechneten Lauf als animiertes GIF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Check model...</source>
        <translation>Modell &amp;prüfen...</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Work-precision study...</source>
        <translation>&amp;Aufwand-Genauigkeit-Studie...</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Run several methods over a range of tolerances or steps and compare error against CPU time</source>
        <translation>Mehrere Verfahren über einen Bereich von Toleranzen oder Schrittweiten rechnen und Fehler gegen Rechenzeit vergleichen</translation>
    </message>
    <message>
        <source>&amp;Pin run for comparison</source>
        <translation>Lauf zum &amp;Vergleich festhalten</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Keep the current run on the charts while you try another method</source>
        <translation>Den aktuellen Lauf in den Diagrammen behalten, während Sie ein anderes Verfahren ausprobieren</translation>
    </message>
    <message>
        <source>Clear &amp;overlays</source>
        <translation>&amp;Überlagerungen entfernen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Play / pause animation</source>
        <translation>Animation &amp;abspielen / anhalten</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Größere Schrift</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Ctrl++</source>
        <translation>Ctrl++</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinere Schrift</translation>
    </message>
    <message>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normale Schriftgröße</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Energy split (kinetic, rest, total)</source>
        <translation>&amp;Energieaufteilung (kinetisch, Rest, gesamt)</translation>
    </message>
    <message>
        <source>The energy chart shows the kinetic energy T, the rest V = E - T and E instead of the change E - E0</source>
        <translation>Das Energiediagramm zeigt die kinetische Energie T, den Rest V = E - T und E statt der Änderung E - E0</translation>
    </message>
    <message>
        <source>Energy &amp;bars on the drawing</source>
        <translation>Energie&amp;balken an der Zeichnung</translation>
    </message>
    <message>
        <source>Bars of the kinetic energy T, the rest V = E - T and E at the time shown, at the drawing&apos;s left edge</source>
        <translation>Balken der kinetischen Energie T, des Rests V = E - T und von E zur gezeigten Zeit, am linken Rand der Zeichnung</translation>
    </message>
    <message>
        <source>P&amp;hase portrait and formulas...</source>
        <translation>P&amp;hasenporträt und Formeln...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>A coordinate against its velocity, or any formula of t, q, v and the multipliers against another, through the current run</source>
        <translation>Eine Koordinate gegen ihre Geschwindigkeit oder eine beliebige Formel in t, q, v und den Multiplikatoren gegen eine andere, über den aktuellen Lauf</translation>
    </message>
    <message>
        <source>&amp;Arrows on the drawing</source>
        <translation>&amp;Pfeile an der Zeichnung</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>P&amp;resentation view</source>
        <translation>P&amp;räsentationsansicht</translation>
    </message>
    <message>
        <source>The mechanism large with two charts, large text, only Run, Play and the sliders</source>
        <translation>Der Mechanismus groß mit zwei Diagrammen, große Schrift, nur Starten, Abspielen und die Schieberegler</translation>
    </message>
    <message>
        <source>Presentation &amp;charts</source>
        <translation>Präsentations&amp;diagramme</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quick guide</source>
        <translation>&amp;Kurzanleitung</translation>
    </message>
    <message>
        <source>&amp;About mechlab</source>
        <translation>&amp;Über mechlab</translation>
    </message>
    <message>
        <source>About mechlab</source>
        <translation>Über mechlab</translation>
    </message>
    <message>
        <source>&lt;b&gt;mechlab %1&lt;/b&gt;&lt;br&gt;Interactive simulation of constrained mechanical systems.&lt;br&gt;&lt;br&gt;Charts: wheel or rubber band to zoom, right-drag to pan, double-click to reset, click to move the time.</source>
        <translation>&lt;b&gt;mechlab %1&lt;/b&gt;&lt;br&gt;Interaktive Simulation mechanischer Systeme mit Zwangsbedingungen.&lt;br&gt;&lt;br&gt;Diagramme: Mausrad oder Auswahlrahmen zum Zoomen, mit rechter Taste ziehen zum Verschieben, Doppelklick zum Zurücksetzen, Klick setzt die Zeit.</translation>
    </message>
    <message>
        <source>mechlab quick guide</source>
        <translation>mechlab-Kurzanleitung</translation>
    </message>
    <message>
        <source>&lt;h3&gt;mechlab in six steps&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Pick a model&lt;/b&gt; from the box at the top left (or File &amp;rsaquo; Open, Ctrl+O).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Run&lt;/b&gt; with the Run button or &lt;b&gt;F5&lt;/b&gt;; &lt;b&gt;Esc&lt;/b&gt; stops. The mechanism moves at the
chosen speed (1&amp;times; = real time) and the charts grow; &lt;b&gt;Space&lt;/b&gt; pauses and plays.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Sliders&lt;/b&gt; (Run tab) change a parameter: the model re-runs while you drag, the run before
stays faded for comparison.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Time:&lt;/b&gt; drag the slider under the mechanism or &lt;b&gt;click a chart&lt;/b&gt;; the grey line on every
chart marks the time shown.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Edit a formula&lt;/b&gt; on the Model tab: double-click a cell (or F2), type, Enter. A formula with
an error turns red with the message underneath; fix it the same way. &lt;b&gt;Ctrl+Z&lt;/b&gt; undoes,
Ctrl+Shift+Z redoes.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Compare and export:&lt;/b&gt; Ctrl+P pins a run while you try another method; Ctrl+E writes the
trajectory as CSV; File &amp;rsaquo; Export chart saves PNG, SVG, PDF or its curves as CSV, Export
mechanism picture the drawing as PNG or SVG; &lt;b&gt;Ctrl+Shift+E&lt;/b&gt; exports the animation as a GIF.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;In front of a class: &lt;b&gt;F11&lt;/b&gt; full screen, &lt;b&gt;F9&lt;/b&gt; presentation view (the mechanism large,
two charts of View &amp;rsaquo; Presentation charts), &lt;b&gt;Ctrl+=&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt; text size.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;mechlab in sechs Schritten&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Ein Modell wählen&lt;/b&gt; im Feld oben links (oder Datei &amp;rsaquo; Öffnen, Strg+O).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Starten&lt;/b&gt; mit dem Knopf Starten oder &lt;b&gt;F5&lt;/b&gt;; &lt;b&gt;Esc&lt;/b&gt; hält an. Der Mechanismus bewegt sich in der
gewählten Geschwindigkeit (1&amp;times; = Echtzeit) und die Diagramme wachsen; die &lt;b&gt;Leertaste&lt;/b&gt; hält an und spielt ab.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Schieberegler&lt;/b&gt; (Reiter Lauf) ändern einen Parameter: das Modell rechnet neu, während Sie ziehen, der vorige Lauf
bleibt blass zum Vergleich.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Zeit:&lt;/b&gt; den Regler unter dem Mechanismus ziehen oder &lt;b&gt;in ein Diagramm klicken&lt;/b&gt;; die graue Linie in jedem
Diagramm markiert die gezeigte Zeit.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Eine Formel bearbeiten&lt;/b&gt; im Reiter Modell: Zelle doppelklicken (oder F2), tippen, Eingabe. Eine Formel mit
einem Fehler wird rot, die Meldung steht darunter; auf dieselbe Weise korrigieren. &lt;b&gt;Strg+Z&lt;/b&gt; macht rückgängig,
Strg+Umschalt+Z stellt wieder her.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Vergleichen und exportieren:&lt;/b&gt; Strg+P hält einen Lauf fest, während Sie ein anderes Verfahren ausprobieren; Strg+E schreibt die
Trajektorie als CSV; Datei &amp;rsaquo; Diagramm exportieren speichert PNG, SVG, PDF oder seine Kurven als CSV, Bild des
Mechanismus exportieren die Zeichnung als PNG oder SVG; &lt;b&gt;Strg+Umschalt+E&lt;/b&gt; exportiert die Animation als GIF.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Vor einer Klasse: &lt;b&gt;F11&lt;/b&gt; Vollbild, &lt;b&gt;F9&lt;/b&gt; Präsentationsansicht (der Mechanismus groß,
zwei Diagramme aus Ansicht &amp;rsaquo; Präsentationsdiagramme), &lt;b&gt;Strg+=&lt;/b&gt; / &lt;b&gt;Strg+-&lt;/b&gt; Schriftgröße.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <source>Cannot open %1:

%2</source>
        <translation>%1 kann nicht geöffnet werden:

%2</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>press Run (F5)</source>
        <translation>Starten drücken (F5)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>The model has errors (see the Model tab): </source>
        <translation>Das Modell hat Fehler (siehe Reiter Modell): </translation>
    </message>
    <message>
        <source>Set the initial values</source>
        <translation>Anfangswerte übernehmen</translation>
    </message>
    <message>
        <source>Check model</source>
        <translation>Modell prüfen</translation>
    </message>
    <message>
        <source>The model has errors; see the Model tab:

</source>
        <translation>Das Modell hat Fehler; siehe Reiter Modell:

</translation>
    </message>
    <message>
        <source>Project initial values</source>
        <translation>Anfangswerte projizieren</translation>
    </message>
    <message>
        <source>Projection failed</source>
        <translation>Projektion fehlgeschlagen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>%1. The analysis below shows its parts; mechlab does not solve it.</source>
        <translation>%1. Die Analyse unten zeigt seine Teile; mechlab löst es nicht.</translation>
    </message>
    <message>
        <source>Method settings: </source>
        <translation>Einstellungen des Verfahrens: </translation>
    </message>
    <message>
        <source>t = 0</source>
        <translation>t = 0</translation>
    </message>
    <message>
        <source>Work-precision study</source>
        <translation>Aufwand-Genauigkeit-Studie</translation>
    </message>
    <message>
        <source>The study compares methods on mechanical models. For a linear DAE, run the methods at several step sizes: the error chart measures each against the closed-form solution.</source>
        <translation>Die Studie vergleicht Verfahren an mechanischen Modellen. Für eine lineare DAE die Verfahren mit mehreren Schrittweiten rechnen: das Fehlerdiagramm misst jedes an der Lösung in geschlossener Form.</translation>
    </message>
    <message>
        <source>Phase portrait</source>
        <translation>Phasenporträt</translation>
    </message>
    <message>
        <source>The model has errors; see the Model tab.</source>
        <translation>Das Modell hat Fehler; siehe Reiter Modell.</translation>
    </message>
    <message>
        <source>Phase portraits are drawn for mechanical models.</source>
        <translation>Phasenporträts gibt es für mechanische Modelle.</translation>
    </message>
    <message>
        <source>previous run</source>
        <translation>vorheriger Lauf</translation>
    </message>
    <message>
        <source>previous: %1</source>
        <translation>vorher: %1</translation>
    </message>
    <message>
        <source>pinned run</source>
        <translation>festgehaltener Lauf</translation>
    </message>
    <message>
        <source>pinned: %1</source>
        <translation>festgehalten: %1</translation>
    </message>
    <message>
        <source>Finished, but check the result: %1</source>
        <translation>Fertig, aber prüfen Sie das Ergebnis: %1</translation>
    </message>
    <message>
        <source>Stopped at t = %1 s; the charts show what was computed until then.</source>
        <translation>Angehalten bei t = %1 s; die Diagramme zeigen, was bis dahin berechnet wurde.</translation>
    </message>
    <message>
        <source>Stopped: %1. The charts show what was computed until then.</source>
        <translation>Angehalten: %1. Die Diagramme zeigen, was bis dahin berechnet wurde.</translation>
    </message>
    <message>
        <source>The run failed: %1. The charts show what was computed until then.</source>
        <translation>Der Lauf ist gescheitert: %1. Die Diagramme zeigen, was bis dahin berechnet wurde.</translation>
    </message>
    <message>
        <source>Nothing to export yet: run the simulation first.</source>
        <translation>Noch nichts zu exportieren: zuerst die Simulation starten.</translation>
    </message>
    <message>
        <source>Nothing to export yet: the model has errors.</source>
        <translation>Noch nichts zu exportieren: das Modell hat Fehler.</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Run the model first (F5): the animation shows the computed run.</source>
        <translation>Zuerst das Modell rechnen (F5): die Animation zeigt den berechneten Lauf.</translation>
    </message>
    <message>
        <source>A linear DAE has no mechanism to animate.</source>
        <translation>Eine lineare DAE hat keinen Mechanismus zum Animieren.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <comment>menu</comment>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>t = %1 s — done</source>
        <translation>t = %1 s — fertig</translation>
    </message>
    <message>
        <source>Run</source>
        <comment>tab</comment>
        <translation>Lauf</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MechanicalResultView</name>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Error against the exact solution</source>
        <translation>Fehler gegenüber der exakten Lösung</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Coordinates (dashed: exact)</source>
        <translation>Koordinaten (gestrichelt: exakt)</translation>
    </message>
    <message>
        <source>Multipliers: this model has no constraints</source>
        <translation>Multiplikatoren: dieses Modell hat keine Zwangsbedingungen</translation>
    </message>
    <message>
        <source>Multipliers (dashed: exact)</source>
        <translation>Multiplikatoren (gestrichelt: exakt)</translation>
    </message>
    <message>
        <source>Multipliers</source>
        <translation>Multiplikatoren</translation>
    </message>
    <message>
        <source> exact</source>
        <translation> exakt</translation>
    </message>
    <message>
        <source>Error: this model has no exact solution</source>
        <translation>Fehler: dieses Modell hat keine exakte Lösung</translation>
    </message>
    <message>
        <source>Error against the reference values (marked when reached)</source>
        <translation>Fehler gegenüber den Referenzwerten (markiert, wenn erreicht)</translation>
    </message>
    <message>
        <source>max-norm error</source>
        <translation>Fehler (Maximumnorm)</translation>
    </message>
    <message>
        <source>|E - E0| (absolute)</source>
        <translation>|E - E0| (absolut)</translation>
    </message>
    <message>
        <source>|E - E0| [%1] (absolute)</source>
        <translation>|E - E0| [%1] (absolut)</translation>
    </message>
    <message>
        <source>Energy: kinetic T, V = E - T</source>
        <translation>Energie: kinetisch T, V = E - T</translation>
    </message>
    <message>
        <source>Energy (not conserved): T, V = E - T</source>
        <translation>Energie (nicht erhalten): T, V = E - T</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>energy [%1]</source>
        <translation>Energie [%1]</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>V = E - T</source>
        <translation>V = E - T</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Energy (E0 = %1%2)</source>
        <translation>Energie (E0 = %1%2)</translation>
    </message>
    <message>
        <source>Energy: not conserved (%1)</source>
        <translation>Energie: nicht erhalten (%1)</translation>
    </message>
    <message>
        <source>E - E0</source>
        <translation>E - E0</translation>
    </message>
    <message>
        <source>E - E0 [%1]</source>
        <translation>E - E0 [%1]</translation>
    </message>
    <message>
        <source>|E - E0| (drift)</source>
        <translation>|E - E0| (Drift)</translation>
    </message>
    <message>
        <source>|E - E0|</source>
        <translation>|E - E0|</translation>
    </message>
    <message>
        <source>Constraint residuals: this model has no constraints</source>
        <translation>Residuen der Zwangsbedingungen: dieses Modell hat keine Zwangsbedingungen</translation>
    </message>
    <message>
        <source>Constraint residuals</source>
        <translation>Residuen der Zwangsbedingungen</translation>
    </message>
    <message>
        <source>q (reference)</source>
        <translation>q (Referenz)</translation>
    </message>
    <message>
        <source>v (reference)</source>
        <translation>v (Referenz)</translation>
    </message>
    <message>
        <source>λ (reference)</source>
        <translation>λ (Referenz)</translation>
    </message>
    <message>
        <source>Reference values: %1 correct digits</source>
        <translation>Referenzwerte: %1 korrekte Stellen</translation>
    </message>
    <message>
        <source>max relative error (floor 1e-4 of the largest)</source>
        <translation>max. relativer Fehler (Untergrenze 1e-4 des größten)</translation>
    </message>
    <message>
        <source>*: the error is at the reference values&apos; own accuracy: more digits cannot be measured against them</source>
        <translation>*: der Fehler liegt bei der Genauigkeit der Referenzwerte selbst: weitere Stellen lassen sich an ihnen nicht messen</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MechanismCanvas</name>
    <message>
        <source>The mechanism at the time under the slider</source>
        <translation>Der Mechanismus zur Zeit unter dem Schieberegler</translation>
    </message>
    <message>
        <source>mechlab mechanism at t = %1 s</source>
        <translation>mechlab-Mechanismus bei t = %1 s</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>unknown picture type (use .png or .svg): %1</source>
        <translation>unbekannter Bildtyp (.png oder .svg verwenden): %1</translation>
    </message>
    <message>
        <source>velocity</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>force</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>constraint force</source>
        <translation>Zwangskraft</translation>
    </message>
    <message>
        <source>This model has no drawing</source>
        <translation>Dieses Modell hat keine Zeichnung</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MechanismView</name>
    <message>
        <source>&amp;3D view</source>
        <translation>&amp;3D-Ansicht</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Show the mechanism in 3D (drag to turn it, wheel to zoom) or as the 2D drawing (Ctrl+3)</source>
        <translation>Den Mechanismus in 3D zeigen (ziehen zum Drehen, Mausrad zum Zoomen) oder als 2D-Zeichnung (Strg+3)</translation>
    </message>
    <message>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <source>Time: drag to scrub through the computed run</source>
        <translation>Zeit: ziehen, um durch den berechneten Lauf zu blättern</translation>
    </message>
    <message>
        <source>Play / pause the animation (Space)</source>
        <translation>Animation abspielen / anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Playback speed relative to real time (1×: one simulated second per second)</source>
        <translation>Abspielgeschwindigkeit relativ zur Echtzeit (1×: eine simulierte Sekunde pro Sekunde)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <source>Show or hide the velocity, applied-force and constraint-force arrows of the drawing</source>
        <translation>Die Pfeile der Geschwindigkeiten, eingeprägten Kräfte und Zwangskräfte zeigen oder verbergen</translation>
    </message>
    <message>
        <source>&amp;Velocities</source>
        <translation>&amp;Geschwindigkeiten</translation>
    </message>
    <message>
        <source>Applied &amp;forces</source>
        <translation>Eingeprägte &amp;Kräfte</translation>
    </message>
    <message>
        <source>&amp;Constraint forces (-Gᵀλ)</source>
        <translation>&amp;Zwangskräfte (-Gᵀλ)</translation>
    </message>
    <message>
        <source>The 3D view cannot be shown: %1</source>
        <translation>Die 3D-Ansicht kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MethodPanel</name>
    <message>
        <source>Integrator (from the method registry)</source>
        <translation>Integrator (aus dem Verfahrensverzeichnis)</translation>
    </message>
    <message>
        <source>For E x&apos; = A x + f: %1 [order %2]</source>
        <translation>Für E x&apos; = A x + f: %1 [Ordnung %2]</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>no method selected</source>
        <translation>kein Verfahren gewählt</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::ModelEditor</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Start time [s]</source>
        <translation>Startzeit [s]</translation>
    </message>
    <message>
        <source>End time [s]</source>
        <translation>Endzeit [s]</translation>
    </message>
    <message>
        <source>Recommended method</source>
        <translation>Empfohlenes Verfahren</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Initial position</source>
        <translation>Anfangslage</translation>
    </message>
    <message>
        <source>Initial velocity</source>
        <translation>Anfangsgeschwindigkeit</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Slider min</source>
        <translation>Regler min</translation>
    </message>
    <message>
        <source>Slider max</source>
        <translation>Regler max</translation>
    </message>
    <message>
        <source>Parameters: formulas use them by name; each gets a slider.</source>
        <translation>Parameter: Formeln verwenden sie beim Namen; jeder erhält einen Schieberegler.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Helper formulas, evaluated top to bottom; each is usable in every later formula.</source>
        <translation>Hilfsformeln, von oben nach unten ausgewertet; jede ist in allen späteren Formeln verwendbar.</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>Definitionen</translation>
    </message>
    <message>
        <source>Symmetric (the lower triangle is filled from the upper one)</source>
        <translation>Symmetrisch (das untere Dreieck wird aus dem oberen gefüllt)</translation>
    </message>
    <message>
        <source>blank: the model is given by M, f and V</source>
        <translation>leer: das Modell ist durch M, f und V gegeben</translation>
    </message>
    <message>
        <source>A Lagrangian L(t, q, v) instead of M and V, e.g. m*x_dot^2/2 - k*x^2/2. mechlab derives M = d2L/dv2 and the forces of the equations of motion (Check model shows them); the f table then holds the generalized forces Q acting besides L</source>
        <translation>Eine Lagrange-Funktion L(t, q, v) statt M und V, z. B. m*x_dot^2/2 - k*x^2/2. mechlab leitet M = d2L/dv2 und die Kräfte der Bewegungsgleichungen ab (Modell prüfen zeigt sie); die Tabelle f enthält dann die verallgemeinerten Kräfte Q neben L</translation>
    </message>
    <message>
        <source>blank: 0</source>
        <translation>leer: 0</translation>
    </message>
    <message>
        <source>Rayleigh (Herglotz) dissipation rate alpha, a formula of the parameters: the force -alpha dL/dv (= -alpha M v) acts besides f; the contact integrators treat it as the Herglotz term -alpha z</source>
        <translation>Rayleigh-(Herglotz-)Dissipationsrate alpha, eine Formel in den Parametern: die Kraft -alpha dL/dv (= -alpha M v) wirkt neben f; die Kontaktintegratoren behandeln sie als Herglotz-Term -alpha z</translation>
    </message>
    <message>
        <source>Lagrangian L</source>
        <translation>Lagrange-Funktion L</translation>
    </message>
    <message>
        <source>Dissipation alpha</source>
        <translation>Dissipation alpha</translation>
    </message>
    <message>
        <source>Mass matrix M(q): a blank entry means 0 (not used when a Lagrangian is given).</source>
        <translation>Massenmatrix M(q): ein leerer Eintrag bedeutet 0 (nicht verwendet, wenn eine Lagrange-Funktion gegeben ist).</translation>
    </message>
    <message>
        <source>M / L</source>
        <translation>M / L</translation>
    </message>
    <message>
        <source>f(t, q, v)</source>
        <translation>f(t, q, v)</translation>
    </message>
    <message>
        <source>Applied forces, one per coordinate (blank means 0). With a Lagrangian: the generalized forces Q besides L.</source>
        <translation>Eingeprägte Kräfte, eine je Koordinate (leer bedeutet 0). Mit Lagrange-Funktion: die verallgemeinerten Kräfte Q neben L.</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>g(q, t) = 0</source>
        <translation>g(q, t) = 0</translation>
    </message>
    <message>
        <source>Holonomic constraints. G = dg/dq is derived exactly.</source>
        <translation>Holonome Zwangsbedingungen. G = dg/dq wird exakt abgeleitet.</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>Velocity constraints A(q, t) v + b(q, t) = 0 (nonholonomic, e.g. rolling without slipping): one row per constraint, a coefficient per coordinate and the offset b (blank means 0).</source>
        <translation>Geschwindigkeitsbedingungen A(q, t) v + b(q, t) = 0 (nichtholonom, z. B. Rollen ohne Gleiten): eine Zeile je Bedingung, ein Koeffizient je Koordinate und der Versatz b (leer bedeutet 0).</translation>
    </message>
    <message>
        <source>A v + b</source>
        <translation>A v + b</translation>
    </message>
    <message>
        <source>E x&apos; = A x + f(t) with constant E and A: entries are numbers or formulas of the parameters (blank means 0), f a formula of t and the parameters per equation. The unknowns are listed on the Unknowns tab.</source>
        <translation>E x&apos; = A x + f(t) mit konstanten E und A: Einträge sind Zahlen oder Formeln in den Parametern (leer bedeutet 0), f je Gleichung eine Formel in t und den Parametern. Die Unbekannten stehen im Reiter Unbekannte.</translation>
    </message>
    <message>
        <source>Number of equations (rows of E, A and f); a square pencil has one per unknown</source>
        <translation>Anzahl der Gleichungen (Zeilen von E, A und f); ein quadratisches Büschel hat eine je Unbekannte</translation>
    </message>
    <message>
        <source>Equations</source>
        <translation>Gleichungen</translation>
    </message>
    <message>
        <source>f(t)</source>
        <translation>f(t)</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>The matrix E multiplying x&apos; (singular for a DAE)</source>
        <translation>Die Matrix E vor x&apos; (singulär für eine DAE)</translation>
    </message>
    <message>
        <source>The matrix A multiplying x</source>
        <translation>Die Matrix A vor x</translation>
    </message>
    <message>
        <source>The forcing f(t); its derivatives, which the solution of a higher-index DAE needs, are derived exactly</source>
        <translation>Die Anregung f(t); ihre Ableitungen, die die Lösung einer DAE höheren Index braucht, werden exakt gebildet</translation>
    </message>
    <message>
        <source>E, A, f</source>
        <translation>E, A, f</translation>
    </message>
    <message>
        <source>Potential V(q): the energy is 1/2 v&apos;Mv + V</source>
        <translation>Potential V(q): die Energie ist 1/2 v&apos;Mv + V</translation>
    </message>
    <message>
        <source>Optional: a formula for the energy E(t, q, v) instead</source>
        <translation>Optional: stattdessen eine Formel für die Energie E(t, q, v)</translation>
    </message>
    <message>
        <source>Potential V(q)</source>
        <translation>Potential V(q)</translation>
    </message>
    <message>
        <source>Energy formula</source>
        <translation>Energieformel</translation>
    </message>
    <message>
        <source>e.g. J</source>
        <translation>z. B. J</translation>
    </message>
    <message>
        <source>The energy&apos;s unit, shown with an absolute energy drift and on the energy chart (optional)</source>
        <translation>Die Einheit der Energie, gezeigt bei absoluter Energiedrift und im Energiediagramm (optional)</translation>
    </message>
    <message>
        <source>Energy unit</source>
        <translation>Energieeinheit</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Exact solution (formula of t and the parameters; leave a group blank if unknown)</source>
        <translation>Exakte Lösung (Formel in t und den Parametern; eine Gruppe leer lassen, wenn unbekannt)</translation>
    </message>
    <message>
        <source>Exact solution for the error chart. Special functions ellipk, jsn, jcn, jdn are available here.</source>
        <translation>Exakte Lösung für das Fehlerdiagramm. Die Sonderfunktionen ellipk, jsn, jcn, jdn stehen hier zur Verfügung.</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Center</source>
        <translation>Mittelpunkt</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Axis end 1</source>
        <translation>Achsenende 1</translation>
    </message>
    <message>
        <source>Axis end 2</source>
        <translation>Achsenende 2</translation>
    </message>
    <message>
        <source>At point</source>
        <translation>Am Punkt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Points as formulas of t, q and the parameters</source>
        <translation>Punkte als Formeln in t, q und den Parametern</translation>
    </message>
    <message>
        <source>Segments between points</source>
        <translation>Strecken zwischen Punkten</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Kreise</translation>
    </message>
    <message>
        <source>Ellipses through the ends of two conjugate semi-diameters (a tilted disc seen from above: its centre and the images of two perpendicular radii)</source>
        <translation>Ellipsen durch die Enden zweier konjugierter Halbmesser (eine geneigte Scheibe von oben: ihr Mittelpunkt und die Bilder zweier senkrechter Radien)</translation>
    </message>
    <message>
        <source>Arrows: kind velocity, force or constraint; x and y formulas of t, q, the velocities, the parameters and the multipliers lambda1, ..., mu1, ... (a velocity with x and y blank: the point&apos;s velocity)</source>
        <translation>Pfeile: Art velocity, force oder constraint; x und y Formeln in t, q, den Geschwindigkeiten, den Parametern und den Multiplikatoren lambda1, ..., mu1, ... (eine Geschwindigkeit mit leerem x und y: die Geschwindigkeit des Punktes)</translation>
    </message>
    <message>
        <source>Points whose path is drawn, separated by commas</source>
        <translation>Punkte, deren Bahn gezeichnet wird, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Traced points</source>
        <translation>Verfolgte Punkte</translation>
    </message>
    <message>
        <source>A short text shown on the drawing, e.g. &quot;seen from above&quot;</source>
        <translation>Ein kurzer Text auf der Zeichnung, z. B. „von oben gesehen“</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>The length unit of the drawing&apos;s scale bar</source>
        <translation>Die Längeneinheit des Maßstabsbalkens der Zeichnung</translation>
    </message>
    <message>
        <source>Length unit</source>
        <translation>Längeneinheit</translation>
    </message>
    <message>
        <source>View box</source>
        <translation>Sichtbereich</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Zeichnung</translation>
    </message>
    <message>
        <source>The model is valid.</source>
        <translation>Das Modell ist gültig.</translation>
    </message>
    <message>
        <source>Change the number of equations</source>
        <translation>Die Anzahl der Gleichungen ändern</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Type in a field</source>
        <translation>In ein Feld tippen</translation>
    </message>
    <message>
        <source>Edit the description</source>
        <translation>Die Beschreibung bearbeiten</translation>
    </message>
    <message>
        <source>Toggle symmetry</source>
        <translation>Symmetrie umschalten</translation>
    </message>
    <message>
        <source>Choose the recommended method</source>
        <translation>Das empfohlene Verfahren wählen</translation>
    </message>
    <message>
        <source>Unknowns</source>
        <translation>Unbekannte</translation>
    </message>
    <message>
        <source>Initial value x0</source>
        <translation>Anfangswert x0</translation>
    </message>
    <message>
        <source>The unknowns x of E x&apos; = A x + f(t), each with its initial value x0 (a formula of the parameters). An inconsistent x0 is reported with the value it jumps to.</source>
        <translation>Die Unbekannten x von E x&apos; = A x + f(t), jede mit ihrem Anfangswert x0 (einer Formel in den Parametern). Ein inkonsistentes x0 wird mit dem Wert gemeldet, auf den es springt.</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <source>Append a row</source>
        <translation>Eine Zeile anhängen</translation>
    </message>
    <message>
        <source>Remove the selected row (or the last one)</source>
        <translation>Die gewählte Zeile (oder die letzte) entfernen</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>Eine Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Remove a row</source>
        <translation>Eine Zeile entfernen</translation>
    </message>
    <message>
        <source>Q(t, q, v) besides L</source>
        <translation>Q(t, q, v) neben L</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::ParameterPanel</name>
    <message>
        <source>This model has no parameters.</source>
        <translation>Dieses Modell hat keine Parameter.</translation>
    </message>
    <message>
        <source>Fixed: </source>
        <translation>Fest: </translation>
    </message>
    <message>
        <source>Parameters without a slider range in the model file</source>
        <translation>Parameter ohne Schiebereglerbereich in der Modelldatei</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::PhaseDialog</name>
    <message>
        <source>Phase portrait and formulas</source>
        <translation>Phasenporträt und Formeln</translation>
    </message>
    <message>
        <source>A formula of t, the coordinates, the velocities (x_dot), the parameters and the multipliers (lambda1, ..., mu1, ...); pick a recorded quantity or type</source>
        <translation>Eine Formel in t, den Koordinaten, den Geschwindigkeiten (x_dot), den Parametern und den Multiplikatoren (lambda1, ..., mu1, ...); eine aufgezeichnete Größe wählen oder tippen</translation>
    </message>
    <message>
        <source>Phase portrait</source>
        <translation>Phasenporträt</translation>
    </message>
    <message>
        <source>&amp;Horizontal</source>
        <translation>&amp;Waagerecht</translation>
    </message>
    <message>
        <source>&amp;Vertical</source>
        <translation>&amp;Senkrecht</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message>
        <source>Save the chart as PNG, SVG or PDF, or its path as CSV</source>
        <translation>Das Diagramm als PNG, SVG oder PDF speichern oder seine Kurve als CSV</translation>
    </message>
    <message>
        <source>Export the phase portrait</source>
        <translation>Das Phasenporträt exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Curves as CSV (*.csv)</source>
        <translation>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Kurven als CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Add curve</source>
        <translation>Kurve &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Keep this curve on the chart and type the next one (each kept curve in its colour, computed again for every run)</source>
        <translation>Diese Kurve im Diagramm behalten und die nächste eingeben (jede behaltene Kurve in ihrer Farbe, für jeden Lauf neu berechnet)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Remove the kept curves</source>
        <translation>Die behaltenen Kurven entfernen</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>horizontal</source>
        <translation>waagerecht</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>senkrecht</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>Formeln</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::ResultView</name>
    <message>
        <source>%1 (%2) · steps %3, rejected %4 · %5 %6 · linear solves %7</source>
        <translation>%1 (%2) · Schritte %3, verworfen %4 · %5 %6 · lineare Lösungen %7</translation>
    </message>
    <message>
        <source>f evaluations</source>
        <translation>f-Auswertungen</translation>
    </message>
    <message>
        <source>M/f evaluations</source>
        <translation>M/f-Auswertungen</translation>
    </message>
    <message>
        <source> · showing %1 of %2 points (thinned to fit in memory, extremes kept)</source>
        <translation> · %1 von %2 Punkten gezeigt (ausgedünnt für den Speicher, Extreme behalten)</translation>
    </message>
    <message>
        <source> · 1 warning (see above)</source>
        <translation> · 1 Warnung (siehe oben)</translation>
    </message>
    <message>
        <source> · %1 warnings (see above)</source>
        <translation> · %1 Warnungen (siehe oben)</translation>
    </message>
    <message>
        <source> · factorizations %1 · CPU %2 s</source>
        <translation> · Faktorisierungen %1 · CPU %2 s</translation>
    </message>
    <message>
        <source> · max error %1 (closed form)</source>
        <translation> · max. Fehler %1 (geschlossene Form)</translation>
    </message>
    <message>
        <source> · CPU %1 s · max |g| %2 · max |Gv| %3</source>
        <translation> · CPU %1 s · max |g| %2 · max |Gv| %3</translation>
    </message>
    <message>
        <source> · energy drift %1 (relative to |E0|)</source>
        <translation> · Energiedrift %1 (relativ zu |E0|)</translation>
    </message>
    <message>
        <source> · energy drift %1%2 (absolute)</source>
        <translation> · Energiedrift %1%2 (absolut)</translation>
    </message>
    <message>
        <source> · energy not conserved</source>
        <translation> · Energie nicht erhalten</translation>
    </message>
    <message>
        <source> · max error q %1</source>
        <translation> · max. Fehler q %1</translation>
    </message>
    <message>
        <source>, v %1</source>
        <translation>, v %1</translation>
    </message>
    <message>
        <source>, λ %1</source>
        <translation>, λ %1</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::View3D</name>
    <message>
        <source>this display offers no OpenGL</source>
        <translation>diese Anzeige bietet kein OpenGL</translation>
    </message>
    <message>
        <source>no OpenGL context could be made current on this display</source>
        <translation>auf dieser Anzeige ließ sich kein OpenGL-Kontext aktivieren</translation>
    </message>
    <message>
        <source>The mechanism in 3D: drag to turn, right-drag to move, wheel to zoom, double-click to frame it again</source>
        <translation>Der Mechanismus in 3D: ziehen zum Drehen, mit rechter Taste ziehen zum Verschieben, Mausrad zum Zoomen, Doppelklick zum Neuausrichten</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <source>Frame the mechanism again (Home, or double-click the view)</source>
        <translation>Den Mechanismus wieder einpassen (Pos1 oder Doppelklick in die Ansicht)</translation>
    </message>
    <message>
        <source>drag: turn · right-drag: move · wheel: zoom · double-click: reset</source>
        <translation>ziehen: drehen · rechts ziehen: verschieben · Rad: zoomen · Doppelklick: zurücksetzen</translation>
    </message>
    <message>
        <source>the 3D scene could not be loaded: %1</source>
        <translation>die 3D-Szene konnte nicht geladen werden: %1</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::WorkPrecisionDialog</name>
    <message>
        <source>Work-precision study: %1</source>
        <translation>Aufwand-Genauigkeit-Studie: %1</translation>
    </message>
    <message>
        <source>The methods to compare (each runs once per tolerance or step)</source>
        <translation>Die zu vergleichenden Verfahren (jedes rechnet einmal je Toleranz oder Schritt)</translation>
    </message>
    <message>
        <source>Tolerances (adaptive steps)</source>
        <translation>Toleranzen (adaptive Schritte)</translation>
    </message>
    <message>
        <source>Fixed steps (convergence orders)</source>
        <translation>Feste Schritte (Konvergenzordnungen)</translation>
    </message>
    <message>
        <source>Adaptive runs over a range of tolerances, or fixed-step runs over halved steps (their observed orders are listed)</source>
        <translation>Adaptive Läufe über einen Toleranzbereich oder Läufe mit festen, halbierten Schritten (ihre beobachteten Ordnungen werden aufgeführt)</translation>
    </message>
    <message>
        <source>Tolerances A:B or A:B:K (K per decade), e.g. 1e-4:1e-10; fixed steps H1:H2, halved from H1 down to H2, e.g. 0.08:0.01</source>
        <translation>Toleranzen A:B oder A:B:K (K je Dekade), z. B. 1e-4:1e-10; feste Schritte H1:H2, von H1 bis H2 halbiert, z. B. 0.08:0.01</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Vorgabe)</translation>
    </message>
    <message>
        <source>End time of every run; by default the model&apos;s end time</source>
        <translation>Endzeit jedes Laufs; standardmäßig die Endzeit des Modells</translation>
    </message>
    <message>
        <source>End time of every run; by default the last time with reference values, where the error is measured</source>
        <translation>Endzeit jedes Laufs; standardmäßig die letzte Zeit mit Referenzwerten, an der der Fehler gemessen wird</translation>
    </message>
    <message>
        <source>Runs computed at the same time (CPU times are per run; with fewer threads they are less disturbed by each other)</source>
        <translation>Gleichzeitig gerechnete Läufe (CPU-Zeiten gelten je Lauf; mit weniger Threads stören sie sich weniger)</translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation>Reihe &amp;starten</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>Run every chosen method over the range (Ctrl+Return)</source>
        <translation>Jedes gewählte Verfahren über den Bereich rechnen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Cancel sweep</source>
        <translation>Reihe &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop after the runs in progress</source>
        <translation>Nach den laufenden Rechnungen anhalten</translation>
    </message>
    <message>
        <source>%v / %m runs</source>
        <translation>%v / %m Läufe</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>End time [s]</source>
        <translation>Endzeit [s]</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>%1: error against the reference values</source>
        <translation>%1: Fehler gegenüber den Referenzwerten</translation>
    </message>
    <message>
        <source>%1: error against the exact solution</source>
        <translation>%1: Fehler gegenüber der exakten Lösung</translation>
    </message>
    <message>
        <source>max rel. error of q</source>
        <translation>max. rel. Fehler von q</translation>
    </message>
    <message>
        <source>max error of q over the run</source>
        <translation>max. Fehler von q über den Lauf</translation>
    </message>
    <message>
        <source>error of q</source>
        <translation>Fehler von q</translation>
    </message>
    <message>
        <source>CPU time per run [s]</source>
        <translation>CPU-Zeit je Lauf [s]</translation>
    </message>
    <message>
        <source>method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>tol / h</source>
        <translation>tol / h</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>M/f evals</source>
        <translation>M/f-Auswertungen</translation>
    </message>
    <message>
        <source>CPU [s]</source>
        <translation>CPU [s]</translation>
    </message>
    <message>
        <source>error q</source>
        <translation>Fehler q</translation>
    </message>
    <message>
        <source>scd q</source>
        <translation>korr. Stellen q</translation>
    </message>
    <message>
        <source>error v</source>
        <translation>Fehler v</translation>
    </message>
    <message>
        <source>error λ</source>
        <translation>Fehler λ</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>observed order (q)</source>
        <translation>beobachtete Ordnung (q)</translation>
    </message>
    <message>
        <source>log(e1/e2) / log(h1/h2) between consecutive fixed steps</source>
        <translation>log(e1/e2) / log(h1/h2) zwischen aufeinanderfolgenden festen Schritten</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Observed orders</source>
        <translation>Beobachtete Ordnungen</translation>
    </message>
    <message>
        <source>Export &amp;diagram...</source>
        <translation>&amp;Diagramm exportieren...</translation>
    </message>
    <message>
        <source>Save the diagram as PNG, SVG or PDF</source>
        <translation>Das Diagramm als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>Export C&amp;SV...</source>
        <translation>C&amp;SV exportieren...</translation>
    </message>
    <message>
        <source>Save the table of runs as CSV</source>
        <translation>Die Tabelle der Läufe als CSV speichern</translation>
    </message>
    <message>
        <source>This model has neither reference values nor an exact solution: the runs are timed, but there is no error to draw.</source>
        <translation>Dieses Modell hat weder Referenzwerte noch eine exakte Lösung: die Läufe werden gemessen, aber es gibt keinen Fehler zu zeichnen.</translation>
    </message>
    <message>
        <source>Choose at least one method.</source>
        <translation>Mindestens ein Verfahren wählen.</translation>
    </message>
    <message>
        <source>Steps: write H1:H2 with positive numbers, e.g. 0.08:0.01 (halved from H1 down to H2).</source>
        <translation>Schritte: H1:H2 mit positiven Zahlen schreiben, z. B. 0.08:0.01 (von H1 bis H2 halbiert).</translation>
    </message>
    <message>
        <source>Tolerances: write A:B or A:B:K with positive numbers, e.g. 1e-4:1e-10 (K points per decade, at most 10).</source>
        <translation>Toleranzen: A:B oder A:B:K mit positiven Zahlen schreiben, z. B. 1e-4:1e-10 (K Punkte je Dekade, höchstens 10).</translation>
    </message>
    <message>
        <source>End time: a number after the start time %1 s.</source>
        <translation>Endzeit: eine Zahl nach der Startzeit %1 s.</translation>
    </message>
    <message>
        <source>Running %1 runs...</source>
        <translation>%1 Läufe werden gerechnet...</translation>
    </message>
    <message>
        <source>%1 runs in %2 s (wall clock).</source>
        <translation>%1 Läufe in %2 s (Uhrzeit).</translation>
    </message>
    <message>
        <source>Run %1 of %2 done: %3 %4 = %5</source>
        <translation>Lauf %1 von %2 fertig: %3 %4 = %5</translation>
    </message>
    <message>
        <source>Cancelled after %1 runs.</source>
        <translation>Nach %1 Läufen abgebrochen.</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Export diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</source>
        <translation>PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Läufe exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The error is at the reference values&apos; own accuracy: more digits cannot be measured against them</source>
        <translation>Der Fehler liegt bei der Genauigkeit der Referenzwerte selbst: weitere Stellen lassen sich an ihnen nicht messen</translation>
    </message>
    <message>
        <source>accuracy of the reference values</source>
        <translation>Genauigkeit der Referenzwerte</translation>
    </message>
</context>
</TS>
