% hunt17: a mutant (agreeing with ProbLog) of hunt14g_icl_alternatives.pl: fact-ad clauses 4+3
0.2::burglary; 0.8::no_burglary.
0.01::earthquake(X); 0.99::no_quake(X) :- city(X).
0.4::city(la); 0.35::city(sf).
0.95::alarm_sens(X, high); 0.05::alarm_sens(X, low) :- house(X, _).
house(h1, sf).
house(h2, la).
house(h3, sf).
0.3::neighbour_call(X, yes); 0.7::neighbour_call(X, no) :- house(X, _).
alarm(H) :- burglary, alarm_sens(H, high).
alarm(H) :- house(H, C), earthquake(C), alarm_sens(H, high).
calls(H) :- alarm(H), neighbour_call(H, yes).
any_call :- calls(_).
query(alarm(_)).
query(calls(_)).
query(any_call).
evidence(calls(h1)).
