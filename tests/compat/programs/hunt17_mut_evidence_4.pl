% hunt17: a mutant (agreeing with ProbLog) of hunt14h_bn_10.pl: evidence obesity(low) false
0.368::age(yes); 0.632::age(no).
0.207::sex(low); 0.448::sex(mid); 0.345::sex(high).
0.552::smoking(yes); 0.448::smoking(no).
0.385::pollution(yes); 0.615::pollution(no).
0.381::diet(low); 0.286::diet(mid); 0.333::diet(high).
0.438::exercise(low); 0.438::exercise(mid); 0.124::exercise(high) :- pollution(yes).
0.394::exercise(low); 0.273::exercise(mid); 0.333::exercise(high) :- pollution(no).
0.48::stress(yes); 0.52::stress(no) :- exercise(low), smoking(yes).
0.588::stress(yes); 0.412::stress(no) :- exercise(low), smoking(no).
0.424::stress(yes); 0.576::stress(no) :- exercise(mid), smoking(yes).
0.6::stress(yes); 0.4::stress(no) :- exercise(mid), smoking(no).
0.556::stress(yes); 0.444::stress(no) :- exercise(high), smoking(yes).
0.531::stress(yes); 0.469::stress(no) :- exercise(high), smoking(no).
0.8::genes(yes); 0.2::genes(no) :- sex(low).
0.6::genes(yes); 0.4::genes(no) :- sex(mid).
0.448::genes(yes); 0.552::genes(no) :- sex(high).
0.486::obesity(low); 0.027::obesity(mid); 0.487::obesity(high).
0.071::diabetes(low); 0.393::diabetes(mid); 0.536::diabetes(high).
0.882::hypertension(yes); 0.118::hypertension(no).
0.458::cholesterol(yes); 0.542::cholesterol(no) :- genes(yes), stress(yes).
0.667::cholesterol(yes); 0.333::cholesterol(no) :- genes(yes), stress(no).
0.459::cholesterol(yes); 0.541::cholesterol(no) :- genes(no), stress(yes).
0.548::cholesterol(yes); 0.452::cholesterol(no) :- genes(no), stress(no).
evidence(cholesterol(yes)).
evidence(hypertension(no)).
evidence(obesity(low), false).
query(age(_)).
query(sex(_)).
query(smoking(_)).
query(pollution(_)).
query(diet(_)).
query(exercise(_)).
query(stress(_)).
query(genes(_)).
query(obesity(_)).
query(diabetes(_)).
