% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% string arguments with escapes and mixed quote styles
0.5::say("hi there") ; 0.5::say("line\nbreak").
0.5::name("O'Neil") ; 0.5::name('O\'Neil').
query(say(S)).
query(name(N)).
