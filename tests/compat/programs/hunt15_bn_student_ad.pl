% the student network (difficulty, intelligence, grade, letter) with a three-valued grade AD
0.6::easy. 0.7::intelligent.
0.3::grade(a) ; 0.4::grade(b) ; 0.3::grade(c) :- easy, \+ intelligent.
0.9::grade(a) ; 0.08::grade(b) ; 0.02::grade(c) :- easy, intelligent.
0.05::grade(a) ; 0.25::grade(b) ; 0.7::grade(c) :- \+ easy, \+ intelligent.
0.5::grade(a) ; 0.3::grade(b) ; 0.2::grade(c) :- \+ easy, intelligent.
0.9::letter :- grade(a).
0.6::letter :- grade(b).
0.01::letter :- grade(c).
0.95::sat_high :- intelligent.
0.2::sat_high :- \+ intelligent.
evidence(letter). evidence(sat_high, false).
query(intelligent). query(easy). query(grade(_)).
