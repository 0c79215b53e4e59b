% a drawing problem (library(nlp4plp)), written for this test
:- use_module(library(nlp4plp)).
group(people).
size(people, 10).
property(gender, [man, woman]).
given(exactly(6, people, man)).
take(people, committee, 4).
probability(not(exactly(2, committee, woman))).
