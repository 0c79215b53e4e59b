% student bayesian network: difficulty, intelligence, grade, SAT, letter
0.4::difficult.
0.3::intelligent.
0.3::grade(a); 0.4::grade(b); 0.3::grade(c) :- \+ difficult, \+ intelligent.
0.05::grade(a); 0.25::grade(b); 0.7::grade(c) :- difficult, \+ intelligent.
0.9::grade(a); 0.08::grade(b); 0.02::grade(c) :- \+ difficult, intelligent.
0.5::grade(a); 0.3::grade(b); 0.2::grade(c) :- difficult, intelligent.
0.95::sat :- intelligent.
0.2::sat :- \+ intelligent.
0.9::letter :- grade(a).
0.6::letter :- grade(b).
0.01::letter :- grade(c).
evidence(letter).
evidence(sat, false).
query(intelligent).
query(difficult).
query(grade(_)).
