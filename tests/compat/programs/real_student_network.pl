% student Bayesian network: difficulty, intelligence, grade, SAT, letter; multi-valued nodes as ADs
0.6::difficulty(easy); 0.4::difficulty(hard).
0.7::intel(low); 0.3::intel(high).
0.3::grade(a); 0.4::grade(b); 0.3::grade(c) :- intel(low), difficulty(easy).
0.05::grade(a); 0.25::grade(b); 0.7::grade(c) :- intel(low), difficulty(hard).
0.9::grade(a); 0.08::grade(b); 0.02::grade(c) :- intel(high), difficulty(easy).
0.5::grade(a); 0.3::grade(b); 0.2::grade(c) :- intel(high), difficulty(hard).
0.95::sat(high); 0.05::sat(low) :- intel(high).
0.2::sat(high); 0.8::sat(low) :- intel(low).
0.9::letter(strong) :- grade(a).
0.6::letter(strong) :- grade(b).
0.01::letter(strong) :- grade(c).
letter(weak) :- \+ letter(strong).
0.8*0.9::hired :- letter(strong), sat(high).
0.1::hired :- letter(weak).
evidence(sat(high)).
evidence(\+ letter(weak)).
query(intel(I)).
query(difficulty(D)).
query(grade(G)).
query(hired).
query(letter(L)).
