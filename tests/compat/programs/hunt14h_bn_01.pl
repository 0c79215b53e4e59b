% asia with multi-valued variables as annotated disjunctions
0.01::asia(yes); 0.99::asia(no).
0.5::smoke(yes); 0.5::smoke(no).
0.05::tub(yes); 0.95::tub(no) :- asia(yes).
0.01::tub(yes); 0.99::tub(no) :- asia(no).
0.1::lung(yes); 0.9::lung(no) :- smoke(yes).
0.01::lung(yes); 0.99::lung(no) :- smoke(no).
0.6::bronc(yes); 0.4::bronc(no) :- smoke(yes).
0.3::bronc(yes); 0.7::bronc(no) :- smoke(no).
either(yes) :- tub(yes).
either(yes) :- lung(yes).
either(no) :- tub(no), lung(no).
0.98::xray(yes); 0.02::xray(no) :- either(yes).
0.05::xray(yes); 0.95::xray(no) :- either(no).
P::dysp(yes); Q::dysp(no) :- either(E), bronc(B), cpt(E, B, P), Q is 1 - P.
cpt(yes, yes, 0.9). cpt(yes, no, 0.7). cpt(no, yes, 0.8). cpt(no, no, 0.1).
evidence(dysp(yes)).
evidence(xray(no)).
query(tub(_)). query(lung(_)). query(bronc(_)). query(smoke(_)). query(either(_)).
