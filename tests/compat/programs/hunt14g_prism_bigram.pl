% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% a PRISM bigram (first-order Markov) model over words, with sentence probabilities for fixed sentences
0.5::next(start, I, the); 0.3::next(start, I, a); 0.2::next(start, I, dogs) :- between(0, 6, I).
0.6::next(the, I, dog); 0.4::next(the, I, cat) :- between(0, 6, I).
0.5::next(a, I, dog); 0.5::next(a, I, cat) :- between(0, 6, I).
0.7::next(dog, I, barks); 0.3::next(dog, I, stop) :- between(0, 6, I).
0.4::next(cat, I, sleeps); 0.6::next(cat, I, stop) :- between(0, 6, I).
0.9::next(dogs, I, bark); 0.1::next(dogs, I, stop) :- between(0, 6, I).
next(barks, _, stop). next(sleeps, _, stop). next(bark, _, stop).
sent(S) :- gen(start, 0, S).
gen(W, I, []) :- next(W, I, stop).
gen(W, I, [N|R]) :- next(W, I, N), N \== stop, I1 is I + 1, gen(N, I1, R).
query(sent([the, dog, barks])).
query(sent([a, cat])).
query(sent([dogs, bark])).
query(sent([the, cat, sleeps])).
