% the survey network: age, sex, education, occupation, residence, transport
0.3::age(young); 0.5::age(adult); 0.2::age(old).
0.6::sex(m); 0.4::sex(f).
edu(A, S, E) :- age(A), sex(S), edu_cpt(A, S, E).
0.75::education(high); 0.25::education(uni) :- age(young), sex(m).
0.64::education(high); 0.36::education(uni) :- age(adult), sex(m).
0.72::education(high); 0.28::education(uni) :- age(old), sex(m).
0.70::education(high); 0.30::education(uni) :- age(young), sex(f).
0.64::education(high); 0.36::education(uni) :- age(adult), sex(f).
0.90::education(high); 0.10::education(uni) :- age(old), sex(f).
0.96::occupation(emp); 0.04::occupation(self) :- education(high).
0.92::occupation(emp); 0.08::occupation(self) :- education(uni).
0.25::residence(small); 0.75::residence(big) :- education(high).
0.2::residence(small); 0.8::residence(big) :- education(uni).
0.48::travel(car); 0.42::travel(train); 0.10::travel(other) :- occupation(emp), residence(small).
0.58::travel(car); 0.24::travel(train); 0.18::travel(other) :- occupation(emp), residence(big).
0.56::travel(car); 0.36::travel(train); 0.08::travel(other) :- occupation(self), residence(small).
0.70::travel(car); 0.21::travel(train); 0.09::travel(other) :- occupation(self), residence(big).
evidence(travel(train)).
evidence(sex(f)).
query(age(_)). query(education(_)). query(occupation(_)). query(residence(_)). query(travel(_)).
