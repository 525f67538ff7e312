<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>the export was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (empty)&lt;/td&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab</name>
    <message>
        <source>Interactive simulation of constrained mechanical systems. Opens FILE (a mechlab model, JSON), or the pendulum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the window: %1 (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A model file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mechlab opens one file at a time.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No translation for &apos;%1&apos;.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui</name>
    <message>
        <source>Generalized coordinates q. Initial values are formulas of the parameters; the velocity of x is written x_dot in formulas.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The animated GIF to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time of the first frame (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time where the animation ends (s), at most the end of the computed run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated seconds per second of the animation (1×: real time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames per second of the file (at most %1: GIF counts delays in hundredths of a second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the &amp;charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The presentation charts (%1) stacked at the right of the drawing, their time cursor at each frame&apos;s time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From t =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To t =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;From&apos; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;To&apos; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run is computed from t = %1 to %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;To&apos; must come after &apos;From&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would be %1 frames (at most %2): choose a higher speed, a lower frame rate or a shorter span.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frames of %2 × %3 px, playing for %4 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::LinearAnalysisPanel</name>
    <message>
        <source>The pencil (E, A) analysed as in Sánchez Rivera (2021): Wong sequences, quasi-Weierstrass form S (sE - A) T = s diag(I, N) - diag(J, I), projectors (independent of the chosen bases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project x0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the initial value by the consistent value it jumps to, x(0+) = Pi x0 - sum_i E_imp^i Pi_imp f^(i)(0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Linear DAE analysis&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;E x&apos; = A x + f(t)&lt;/b&gt;: %1 equations, %2 unknowns. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;Regular&lt;/b&gt;&lt;/span&gt;, &lt;b&gt;index %1&lt;/b&gt;. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dim V* = %1 (the differential part), dim W* = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;Not regular&lt;/b&gt;&lt;/span&gt;: %1. mechlab does not solve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#a06000&apos;&gt;Numerically borderline (the sampled sigma_min/sigma_max of lambda E - A is %1).&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Wong sequences: dim V&lt;sub&gt;i&lt;/sub&gt; = %1; dim W&lt;sub&gt;j&lt;/sub&gt; = %2 (stationary after %3). Rank tolerance %4; smallest singular value kept %5, largest discarded %6.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;x0 = %1 is &lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;consistent&lt;/b&gt;&lt;/span&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;x0 = %1 is &lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;not consistent&lt;/b&gt;&lt;/span&gt; (distance %2): the solution jumps at t0 to x(t0+) = %3, where the run starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Impulse: %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> No impulse (index %1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::LinearResultView</name>
    <message>
        <source>Unknowns x (dashed: closed form)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknowns x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error against the closed-form solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: the pencil is not regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max-norm error</source>
        <translation>Fehler (Maximumnorm)</translation>
    </message>
    <message>
        <source> closed form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_i |x_i - x_i,exact|</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MainWindow</name>
    <message>
        <source>mechlab did not close normally. The unsaved model “%1” from %2 can be restored.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %v</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop when the energy drift exceeds this value: |E - E0|/|E0| while |E0| is at least the energy&apos;s scale over the run, else |E - E0| in the model&apos;s energy unit. Not applied to a model that does not conserve its energy (blank: never)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop when two accepted points before the end lie closer than this (an adaptive method crawling through a stiff model; blank: only the method&apos;s own round-off floor)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Open the autosaved model (its edits stay unsaved until you save)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Delete the autosaved model</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;linear DAE model</source>
        <translation>Neues &amp;lineares DAE-Modell</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a linear DAE E x&apos; = A x + f(t) from a small template</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV...</source>
        <translation>&amp;CSV exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export trajectory</source>
        <translation>Trajektorie exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mechanism at the time under the slider: PNG of what is shown (the 3D view too), or SVG of the 2D drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a&amp;nimation...</source>
        <translation>A&amp;nimation exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mechanism over the computed run as an animated GIF</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Work-precision study...</source>
        <translation>&amp;Aufwand-Genauigkeit-Studie...</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run several methods over a range of tolerances or steps and compare error against CPU time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin run for comparison</source>
        <translation>Lauf zum &amp;Vergleich festhalten</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the current run on the charts while you try another method</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl++</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinere Schrift</translation>
    </message>
    <message>
        <source>Ctrl+-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normale Schriftgröße</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Energy split (kinetic, rest, total)</source>
        <translation>&amp;Energieaufteilung (kinetisch, Rest, gesamt)</translation>
    </message>
    <message>
        <source>The energy chart shows the kinetic energy T, the rest V = E - T and E instead of the change E - E0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy &amp;bars on the drawing</source>
        <translation>Energie&amp;balken an der Zeichnung</translation>
    </message>
    <message>
        <source>Bars of the kinetic energy T, the rest V = E - T and E at the time shown, at the drawing&apos;s left edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;hase portrait and formulas...</source>
        <translation>P&amp;hasenporträt und Formeln...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coordinate against its velocity, or any formula of t, q, v and the multipliers against another, through the current run</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;mechlab %1&lt;/b&gt;&lt;br&gt;Interactive simulation of constrained mechanical systems.&lt;br&gt;&lt;br&gt;Charts: wheel or rubber band to zoom, right-drag to pan, double-click to reset, click to move the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mechlab quick guide</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>press Run (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has errors (see the Model tab): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the initial values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has errors; see the Model tab:

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project initial values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projection failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>%1. The analysis below shows its parts; mechlab does not solve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method settings: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work-precision study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study compares methods on mechanical models. For a linear DAE, run the methods at several step sizes: the error chart measures each against the closed-form solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has errors; see the Model tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase portraits are drawn for mechanical models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>previous run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>previous: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinned run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished, but check the result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at t = %1 s; the charts show what was computed until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1. The charts show what was computed until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1. The charts show what was computed until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export yet: run the simulation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export yet: the model has errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the model first (F5): the animation shows the computed run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A linear DAE has no mechanism to animate.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: this model has no exact solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error against the reference values (marked when reached)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max-norm error</source>
        <translation>Fehler (Maximumnorm)</translation>
    </message>
    <message>
        <source>|E - E0| (absolute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|E - E0| [%1] (absolute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy: kinetic T, V = E - T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy (not conserved): T, V = E - T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V = E - T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy (E0 = %1%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy: not conserved (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E - E0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E - E0 [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|E - E0| (drift)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|E - E0|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraint residuals: this model has no constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraint residuals</source>
        <translation>Residuen der Zwangsbedingungen</translation>
    </message>
    <message>
        <source>q (reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v (reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>λ (reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference values: %1 correct digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max relative error (floor 1e-4 of the largest)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MechanismCanvas</name>
    <message>
        <source>The mechanism at the time under the slider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mechlab mechanism at t = %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown picture type (use .png or .svg): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>velocity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constraint force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model has no drawing</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the mechanism in 3D (drag to turn it, wheel to zoom) or as the 2D drawing (Ctrl+3)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <source>Show or hide the velocity, applied-force and constraint-force arrows of the drawing</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start time [s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End time [s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial velocity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slider min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slider max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters: formulas use them by name; each gets a slider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helper formulas, evaluated top to bottom; each is usable in every later formula.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetric (the lower triangle is filled from the upper one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank: the model is given by M, f and V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Lagrangian L(t, q, v) instead of M and V, e.g. m*x_dot^2/2 - k*x^2/2. mechlab derives M = d2L/dv2 and the forces of the equations of motion (Check model shows them); the f table then holds the generalized forces Q acting besides L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rayleigh (Herglotz) dissipation rate alpha, a formula of the parameters: the force -alpha dL/dv (= -alpha M v) acts besides f; the contact integrators treat it as the Herglotz term -alpha z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lagrangian L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dissipation alpha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mass matrix M(q): a blank entry means 0 (not used when a Lagrangian is given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M / L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f(t, q, v)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied forces, one per coordinate (blank means 0). With a Lagrangian: the generalized forces Q besides L.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g(q, t) = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holonomic constraints. G = dg/dq is derived exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Velocity constraints A(q, t) v + b(q, t) = 0 (nonholonomic, e.g. rolling without slipping): one row per constraint, a coefficient per coordinate and the offset b (blank means 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A v + b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E x&apos; = A x + f(t) with constant E and A: entries are numbers or formulas of the parameters (blank means 0), f a formula of t and the parameters per equation. The unknowns are listed on the Unknowns tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of equations (rows of E, A and f); a square pencil has one per unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f(t)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The matrix E multiplying x&apos; (singular for a DAE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The matrix A multiplying x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forcing f(t); its derivatives, which the solution of a higher-index DAE needs, are derived exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E, A, f</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potential V(q): the energy is 1/2 v&apos;Mv + V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: a formula for the energy E(t, q, v) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potential V(q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The energy&apos;s unit, shown with an absolute energy drift and on the energy chart (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Exact solution (formula of t and the parameters; leave a group blank if unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact solution for the error chart. Special functions ellipk, jsn, jcn, jdn are available here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axis end 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axis end 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points as formulas of t, q and the parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segments between points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ellipses through the ends of two conjugate semi-diameters (a tilted disc seen from above: its centre and the images of two perpendicular radii)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows: kind velocity, force or constraint; x and y formulas of t, q, the velocities, the parameters and the multipliers lambda1, ..., mu1, ... (a velocity with x and y blank: the point&apos;s velocity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points whose path is drawn, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traced points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short text shown on the drawing, e.g. &quot;seen from above&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The length unit of the drawing&apos;s scale bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the number of equations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type in a field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the recommended method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial value x0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unknowns x of E x&apos; = A x + f(t), each with its initial value x0 (a formula of the parameters). An inconsistent x0 is reported with the value it jumps to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected row (or the last one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q(t, q, v) besides L</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::PhaseDialog</name>
    <message>
        <source>Phase portrait and formulas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A formula of t, the coordinates, the velocities (x_dot), the parameters and the multipliers (lambda1, ..., mu1, ...); pick a recorded quantity or type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Horizontal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vertical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart as PNG, SVG or PDF, or its path as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the phase portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Curves as CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Add curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this curve on the chart and type the next one (each kept curve in its colour, computed again for every run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the kept curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>horizontal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vertical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::ResultView</name>
    <message>
        <source>%1 (%2) · steps %3, rejected %4 · %5 %6 · linear solves %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M/f evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · showing %1 of %2 points (thinned to fit in memory, extremes kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · 1 warning (see above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 warnings (see above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · factorizations %1 · CPU %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · max error %1 (closed form)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · CPU %1 s · max |g| %2 · max |Gv| %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · energy drift %1 (relative to |E0|)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · energy drift %1%2 (absolute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · energy not conserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · max error q %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, v %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, λ %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::View3D</name>
    <message>
        <source>this display offers no OpenGL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no OpenGL context could be made current on this display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mechanism in 3D: drag to turn, right-drag to move, wheel to zoom, double-click to frame it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <source>Frame the mechanism again (Home, or double-click the view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag: turn · right-drag: move · wheel: zoom · double-click: reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 3D scene could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mechlab::ui::WorkPrecisionDialog</name>
    <message>
        <source>Work-precision study: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The methods to compare (each runs once per tolerance or step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tolerances (adaptive steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed steps (convergence orders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptive runs over a range of tolerances, or fixed-step runs over halved steps (their observed orders are listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tolerances A:B or A:B:K (K per decade), e.g. 1e-4:1e-10; fixed steps H1:H2, halved from H1 down to H2, e.g. 0.08:0.01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End time of every run; by default the model&apos;s end time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End time of every run; by default the last time with reference values, where the error is measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs computed at the same time (CPU times are per run; with fewer threads they are less disturbed by each other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every chosen method over the range (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after the runs in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v / %m runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End time [s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error against the reference values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error against the exact solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max rel. error of q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max error of q over the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error of q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU time per run [s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tol / h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M/f evals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU [s]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scd q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error λ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observed order (q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log(e1/e2) / log(h1/h2) between consecutive fixed steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;diagram...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the diagram as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export C&amp;SV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table of runs as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model has neither reference values nor an exact solution: the runs are timed, but there is no error to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps: write H1:H2 with positive numbers, e.g. 0.08:0.01 (halved from H1 down to H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tolerances: write A:B or A:B:K with positive numbers, e.g. 1e-4:1e-10 (K points per decade, at most 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End time: a number after the start time %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1 runs...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs in %2 s (wall clock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 of %2 done: %3 %4 = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after %1 runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
